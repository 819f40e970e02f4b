import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLearningPathResponse, SaveLearningPathRequest } from '@shared/learning-path';
import { api } from '../../../../lib/api-client';
import { learningPathChanged } from '../../../../admin/api/get-learning-path';
import { adminPath } from '../../../../admin/api/resource';

export const saveLearningPath = (body: SaveLearningPathRequest) =>
  api<AdminLearningPathResponse>(adminPath('learning-path'), { method: 'PUT', body });

/** PUT /api/admin/learning-path: replaces the whole path (docs/product.md#admin-panel). */
export function useSaveLearningPath() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLearningPath,
    onSuccess: (saved) => learningPathChanged(client, saved),
  });
}
