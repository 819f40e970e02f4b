import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLearningPathResponse } from '@shared/learning-path';
import { api } from '../../lib/api-client';
import { learningPathTutorialPath } from './add-to-learning-path';
import { learningPathChanged } from './get-learning-path';

export const removeFromLearningPath = (tutorialId: string) =>
  api<AdminLearningPathResponse>(learningPathTutorialPath(tutorialId), { method: 'DELETE' });

/** DELETE /api/admin/learning-path/tutorials/{id}: the ones after it move up (docs/product.md#admin-panel). */
export function useRemoveFromLearningPath() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFromLearningPath,
    onSuccess: (saved) => learningPathChanged(client, saved),
  });
}
