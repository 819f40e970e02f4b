import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberQuizResponse, QuizAttemptRequest, QuizAttemptResponse } from '@shared/quizzes';
import { api, ApiError } from '../../../lib/api-client';
import { dashboardKeys, statusKeys, tutorialKeys } from '../../../lib/query-keys';

// Issue 21: a tutorial's quiz, as a member answers it (issue 31: no right answers until a pass).

const quizUrl = (id: string) => `/api/tutorials/${encodeURIComponent(id)}/quiz`;
const quizKey = (id: string) => [...tutorialKeys.detail(id), 'quiz'] as const;

/** The quiz, or null for a tutorial without one. */
export const useTutorialQuiz = (id: string) =>
  useQuery({
    queryKey: quizKey(id),
    queryFn: ({ signal }) =>
      api<MemberQuizResponse>(quizUrl(id), { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });

/**
 * Sends an attempt; the result (with its wait, and the right answers after a pass), the statuses
 * and the dashboard are read again after it. Refused for a wait begun elsewhere (another tab),
 * the quiz is read again to show it.
 */
export function useQuizAttempt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAttemptRequest) =>
      api<QuizAttemptResponse>(`${quizUrl(id)}/attempts`, { method: 'POST', body }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) {
        return queryClient.invalidateQueries({ queryKey: quizKey(id) });
      }
    },
    onSuccess: (attempt) => {
      queryClient.setQueryData<MemberQuizResponse | null>(quizKey(id), (quiz) =>
        quiz ? { ...quiz, result: attempt.best, review: attempt.review } : quiz,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: statusKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}
