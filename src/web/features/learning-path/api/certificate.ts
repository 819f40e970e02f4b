import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Certificate, MyCertificateResponse } from '@shared/certificates';
import { api } from '../../../lib/api-client';

// Issue 21: the learning-path certificate.

const mine = ['certificate'] as const;

/** The member's certificate, and whether they have earned one. */
export const useMyCertificate = () =>
  useQuery({
    queryKey: mine,
    queryFn: ({ signal }) => api<MyCertificateResponse>('/api/me/certificate', { signal }),
  });

/** Issues it (once earned; the same one again afterwards). */
export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Certificate>('/api/me/certificate', { method: 'POST' }),
    onSuccess: (certificate) =>
      queryClient.setQueryData<MyCertificateResponse>(mine, { certificate, earned: true }),
  });
}

/** A certificate by its code, for anyone (the public check). */
export const useCertificateCheck = (code: string) =>
  useQuery({
    queryKey: ['certificate-check', code],
    queryFn: ({ signal }) =>
      api<Certificate>(`/api/certificates/${encodeURIComponent(code)}`, { signal }),
  });
