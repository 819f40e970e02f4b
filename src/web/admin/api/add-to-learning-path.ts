import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToLearningPathResponse } from '@shared/learning-path';
import { api } from '../../lib/api-client';
import { learningPathChanged } from './get-learning-path';
import { adminPath } from './resource';

export const learningPathTutorialPath = (tutorialId: string) =>
  `${adminPath('learning-path')}/tutorials/${encodeURIComponent(tutorialId)}`;

export const addToLearningPath = (tutorialId: string) =>
  api<AddToLearningPathResponse>(learningPathTutorialPath(tutorialId), { method: 'POST' });

/**
 * POST /api/admin/learning-path/tutorials/{id}: adds a tutorial at the lowest free position
 * (docs/product.md#admin-panel); the answer also says which position it took.
 */
export function useAddToLearningPath() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToLearningPath,
    onSuccess: (saved) => learningPathChanged(client, saved),
  });
}
