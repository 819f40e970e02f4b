import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Certificate, MyCertificateResponse } from '@shared/certificates';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';

// Issue 21: the learning-path certificate.

// Under the dashboard's key: a status or quiz that completes the path refreshes it with the rest.
const mine = [...dashboardKeys.all, 'certificate'] as const;

/** The member's certificate, and whether they have earned one. */
export const useMyCertificate = () =>
  useQuery({
    queryKey: mine,
    refetchOnMount: 'always',
    queryFn: ({ signal }) => api<MyCertificateResponse>('/api/me/certificate', { signal }),
  });

/** Issues it (once earned; the same one again afterwards), under the member's profile name. */
export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Certificate>('/api/me/certificate', { method: 'POST' }),
    onSuccess: (certificate) =>
      queryClient.setQueryData<MyCertificateResponse>(mine, (before) => ({
        certificate,
        earned: true,
        name: before?.name ?? certificate.name,
      })),
  });
}

/** A certificate by its code, for anyone (the public check). */
export const useCertificateCheck = (code: string) =>
  useQuery({
    queryKey: ['certificate-check', code],
    queryFn: ({ signal }) =>
      api<Certificate>(`/api/certificates/${encodeURIComponent(code)}`, { signal }),
  });
