import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { FEEDBACK_USER_AGENT_MAX, type CreateFeedbackRequest } from '../../../shared/feedback.js';
import type { DB } from '../../db/connect.js';
import type { FeedbackTable, UsersTable } from '../../db/schema.js';

interface CreateFeedbackOptions {
  db: DB;
  /** docs/product.md#feedback: no user means anonymous feedback (null user_id). */
  actor: Pick<Selectable<UsersTable>, 'id'> | null;
  input: CreateFeedbackRequest;
  userAgent: string | undefined;
  now: Date;
}

/** docs/product.md#feedback: feedback starts as new, with the page and browser it was sent from. */
export async function createFeedback({
  db,
  actor,
  input,
  userAgent,
  now,
}: CreateFeedbackOptions): Promise<Selectable<FeedbackTable>> {
  const stamp = now.toISOString();
  const row = {
    id: randomUUID(),
    user_id: actor?.id ?? null,
    feedback_type: input.type,
    message: input.message,
    page_url: input.pageUrl,
    user_agent: userAgent ? userAgent.slice(0, FEEDBACK_USER_AGENT_MAX) : null,
    status: 'new',
    admin_notes: null,
    created_at: stamp,
    updated_at: stamp,
  };
  await db.insertInto('feedback').values(row).execute();
  return row;
}
