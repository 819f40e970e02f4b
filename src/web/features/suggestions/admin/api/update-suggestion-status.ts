import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSuggestionResponse, SuggestionDecision } from '@shared/suggestions';
import { api } from '../../../../lib/api-client';
import { adminPath, refreshAdminResource } from '../../../../admin/api/resource';

export const updateSuggestionStatus = (id: string, status: SuggestionDecision) =>
  api<AdminSuggestionResponse>(`${adminPath('suggestions', id)}/status`, {
    method: 'PATCH',
    body: { status },
  });

/** docs/product.md#admin-panel: approve or reject a pending suggestion, or mark any one completed (for good). */
export function useUpdateSuggestionStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SuggestionDecision }) =>
      updateSuggestionStatus(id, status),
    onSuccess: () => refreshAdminResource(client, 'suggestions'),
  });
}
