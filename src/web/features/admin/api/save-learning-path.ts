import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLearningPathResponse, SaveLearningPathRequest } from '@shared/learning-path';
import { api } from '../../../lib/api-client';
import { adminLearningPathQueryOptions } from './get-learning-path';
import { adminPath, refreshAdminResource } from './resource';

export const saveLearningPath = (body: SaveLearningPathRequest) =>
  api<AdminLearningPathResponse>(adminPath('learning-path'), { method: 'PUT', body });

/** PUT /api/admin/learning-path: replaces the whole path (SPEC §4); members' copy refreshes. */
export function useSaveLearningPath() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLearningPath,
    onSuccess: async (saved) => {
      client.setQueryData(adminLearningPathQueryOptions.queryKey, saved);
      await refreshAdminResource(client, 'learning-path');
    },
  });
}
