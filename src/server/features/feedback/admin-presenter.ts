import type { Selectable } from 'kysely';
import type { AdminFeedbackResponse } from '../../../shared/feedback.js';
import type { FeedbackTable } from '../../db/schema.js';

// The table's check constraints hold type and status to docs/product.md#feedback's lists.
export function presentAdminFeedback({
  row,
  username,
}: {
  row: Selectable<FeedbackTable>;
  /** The sender's, or null when anonymous or deleted. */
  username: string | null;
}): AdminFeedbackResponse {
  return {
    id: row.id,
    userId: row.user_id,
    username,
    feedbackType: row.feedback_type as AdminFeedbackResponse['feedbackType'],
    message: row.message,
    pageUrl: row.page_url,
    userAgent: row.user_agent,
    status: row.status as AdminFeedbackResponse['status'],
    adminNotes: row.admin_notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
