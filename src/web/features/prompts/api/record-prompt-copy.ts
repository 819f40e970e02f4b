import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/query-keys';

/** Records that the signed-in member copied the prompt (docs/product.md#progress-and-streak: it counts for the streak). */
export const recordPromptCopy = (id: string) =>
  api<void>(`/api/prompts/${encodeURIComponent(id)}/copy`, { method: 'POST' });

/**
 * The copy itself already succeeded in the clipboard, so a failure to record it stays silent:
 * the member loses at most one day of streak, never their copied text.
 */
export function useRecordPromptCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPromptCopy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
