import type { Selectable } from 'kysely';
import {
  SUGGESTION_ADMIN_MESSAGES as M,
  type SuggestionDecision,
} from '../../../shared/suggestions.js';
import type { DB } from '../../db/connect.js';
import type { SuggestionsTable } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';

async function findSuggestion(db: DB, id: string): Promise<Selectable<SuggestionsTable>> {
  const row = await db
    .selectFrom('suggestions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(M.notFound);
  return row;
}

/** docs/product.md#suggestions "Suggestion": why a status change is refused, or null when it is allowed. */
export function refusalOf({
  from,
  to,
}: {
  from: string;
  to: SuggestionDecision;
}): HttpError | null {
  if (from === 'completed') return new HttpError(409, 'completed_is_final', M.completedIsFinal);
  if (to !== 'completed' && from !== 'pending') {
    return new HttpError(409, 'not_pending', M.onlyPending);
  }
  return null;
}

interface SetStatusOptions {
  trx: DB;
  id: string;
  status: SuggestionDecision;
  now: Date;
}

/**
 * Pending becomes approved or rejected; any suggestion may be marked completed, and completed
 * is final (the panel's checkbox cannot be unticked). The update holds only if the status is
 * still the one judged: when another admin changed it meanwhile, the request is judged again
 * against the new one. Statuses only move forward, so this ends after a few rounds.
 */
export async function setSuggestionStatus({ trx, id, status, now }: SetStatusOptions) {
  for (;;) {
    const before = await findSuggestion(trx, id);
    const refused = refusalOf({ from: before.status, to: status });
    if (refused) throw refused;
    const after = { ...before, status, updated_at: now.toISOString() };
    const result = await trx
      .updateTable('suggestions')
      .set({ status, updated_at: after.updated_at })
      .where('id', '=', id)
      .where('status', '=', before.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return { before, after };
  }
}

/** Any suggestion may be deleted (docs/product.md#suggestions "suggestions: delete by id"). */
export async function deleteSuggestion({ db: trx, id }: { db: DB; id: string }) {
  const before = await findSuggestion(trx, id);
  await trx.deleteFrom('suggestions').where('id', '=', id).execute();
  return before;
}
