import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToLearningPathResponse } from '@shared/learning-path';
import { api } from '../../../lib/api-client';
import { adminLearningPathQueryOptions } from './get-learning-path';
import { adminPath, refreshAdminResource } from './resource';

export const learningPathTutorialPath = (tutorialId: string) =>
  `${adminPath('learning-path')}/tutorials/${encodeURIComponent(tutorialId)}`;

export const addToLearningPath = (tutorialId: string) =>
  api<AddToLearningPathResponse>(learningPathTutorialPath(tutorialId), { method: 'POST' });

/**
 * POST /api/admin/learning-path/tutorials/{id}: adds a tutorial at the lowest free position
 * (SPEC §4); the slots it answers show at once, and members' copy refreshes.
 */
export function useAddToLearningPath() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToLearningPath,
    onSuccess: async ({ slots }) => {
      client.setQueryData(adminLearningPathQueryOptions.queryKey, { slots });
      await refreshAdminResource(client, 'learning-path');
    },
  });
}
