import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkCheckStarted } from '@shared/link-health';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

export const runLinkCheck = () =>
  api<LinkCheckStarted>('/api/admin/link-health/run', { method: 'POST', body: {} });

/** "Semak sekarang": starts the check (or joins the one going on); the tab then shows it running. */
export function useRunLinkCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runLinkCheck,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource('links').all }),
  });
}
