import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminQuizResponse, SaveQuizRequest } from '@shared/quizzes';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

// Issue 21: a tutorial's quiz as the admin writes it (with the right answers).

const url = (id: string) => `/api/admin/tutorials/${encodeURIComponent(id)}/quiz`;
const key = (id: string) => [...adminKeys.resource('tutorials').detail(id), 'quiz'] as const;

export const useAdminQuiz = (tutorialId: string) =>
  useQuery({
    queryKey: key(tutorialId),
    queryFn: ({ signal }) => api<AdminQuizResponse>(url(tutorialId), { signal }),
  });

export function useSaveQuiz(tutorialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quiz: SaveQuizRequest) =>
      api<AdminQuizResponse>(url(tutorialId), { method: 'PUT', body: quiz }),
    onSuccess: (saved) => queryClient.setQueryData(key(tutorialId), saved),
  });
}

export function useDeleteQuiz(tutorialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(url(tutorialId), { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<AdminQuizResponse>(key(tutorialId), { quiz: null }),
  });
}
