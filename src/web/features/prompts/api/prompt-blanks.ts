import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromptBlanksResponse } from '@shared/prompt-blank-values';
import { api } from '../../../lib/api-client';
import { promptBlankKeys } from '../../../lib/query-keys';

// Issue 21: the member's values for prompt blanks, kept on the server by blank name.

const PATH = '/api/me/prompt-blanks';
const key = promptBlankKeys.all;

/** The kept values, asked for when a prompt's blanks are first filled in. */
export const usePromptBlankValues = () =>
  useQuery({ queryKey: key, queryFn: () => api<PromptBlanksResponse>(PATH) });

/** Keeps the values just used (an empty one forgets its name). */
export function useSavePromptBlankValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, string>) =>
      api<PromptBlanksResponse>(PATH, { method: 'PUT', body: { values } }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

/** Forgets every kept value. */
export function useClearPromptBlankValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(PATH, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<PromptBlanksResponse>(key, { values: {} }),
  });
}
