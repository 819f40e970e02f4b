import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFeedbackResponse, FeedbackStatus } from '@shared/feedback';
import { api } from '../../../../lib/api-client';
import { adminPath, refreshAdminResource } from '../../../../admin/api/resource';

/** A status, notes, or both (docs/product.md#admin-panel: notes saved alone keep the current status). */
export interface FeedbackChange {
  status?: FeedbackStatus;
  adminNotes?: string | null;
}

export const updateFeedback = (id: string, body: FeedbackChange) =>
  api<AdminFeedbackResponse>(adminPath('feedback', id), { method: 'PATCH', body });

/** PATCH /api/admin/feedback/{id}; resolves with the item once the list has reloaded. */
export function useUpdateFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FeedbackChange }) => updateFeedback(id, body),
    onSuccess: () => refreshAdminResource(client, 'feedback'),
  });
}
