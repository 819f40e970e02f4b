import type { Selectable } from 'kysely';
import type { FeedbackResponse } from '../../../shared/feedback.js';
import type { FeedbackTable } from '../../db/schema.js';

// The table's check constraints hold type and status to docs/product.md#feedback's lists.
export function presentFeedback(row: Selectable<FeedbackTable>): FeedbackResponse {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.feedback_type as FeedbackResponse['type'],
    message: row.message,
    pageUrl: row.page_url,
    userAgent: row.user_agent,
    status: row.status as FeedbackResponse['status'],
    adminNotes: row.admin_notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
