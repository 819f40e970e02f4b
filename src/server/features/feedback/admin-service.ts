import type { Selectable } from 'kysely';
import {
  FEEDBACK_ADMIN_MESSAGES as M,
  type UpdateFeedbackRequest,
} from '../../../shared/feedback.js';
import type { DB } from '../../db/connect.js';
import type { FeedbackTable } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

export async function findFeedback({
  db,
  id,
}: {
  db: DB;
  id: string;
}): Promise<Selectable<FeedbackTable>> {
  const row = await db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return row;
}

interface UpdateFeedbackOptions {
  trx: DB;
  id: string;
  input: UpdateFeedbackRequest;
  now: Date;
}

/**
 * docs/product.md#feedback "Feedback status": the admin may set any status directly (opening a new item sets
 * it to read); notes saved without a status keep the current one.
 */
export async function updateFeedback({ trx, id, input, now }: UpdateFeedbackOptions) {
  const before = await findFeedback({ db: trx, id });
  const changes = {
    ...(input.status !== undefined && { status: input.status }),
    ...(input.adminNotes !== undefined && { admin_notes: input.adminNotes }),
    updated_at: now.toISOString(),
  };
  await trx.updateTable('feedback').set(changes).where('id', '=', id).execute();
  return { before, after: { ...before, ...changes } };
}
