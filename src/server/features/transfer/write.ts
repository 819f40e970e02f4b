// An import written all or nothing: one transaction (recordedWrite) checks every row again, as
// things stand now (with the locks the forms take), and refuses the whole file if any row has an
// error; otherwise the new items go in multi-row inserts and the duplicates are updated (the
// fields the row gives) or skipped. One audit entry holds the counts.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  TRANSFER_MESSAGES as M,
  type DuplicateChoice,
  type ImportResultResponse,
} from '../../../shared/transfer.js';
import { recordedWrite } from '../../admin/write.js';
import type { AppContext } from '../../context.js';
import type { DB } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { HttpError } from '../../http/errors.js';
import { checkRows, hasErrors, type CheckedRow } from './check.js';
import type { FileRow } from './format.js';
import { ROWS_PER_TURN, nextTurn, pacer } from './pieces.js';
import type { TransferSpec } from './resources.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is chosen at run time
const untyped = (db: DB) => db as unknown as Kysely<any>;

/** Bound variables per insert: under SQLite's limit (32,766) and PostgreSQL's (65,535). */
const VARIABLES_PER_INSERT = 10_000;

/** The rows' errors as one refusal: fields named `row.field`, e.g. `3.category`. */
function refusal(rows: CheckedRow[]) {
  const invalid = rows.filter(hasErrors);
  const fields: Record<string, string> = {};
  for (const row of invalid) {
    for (const [field, message] of Object.entries(row.errors))
      fields[`${row.row}.${field}`] = message;
  }
  return new HttpError(422, 'import_invalid', M.rowsInvalid(invalid.length), fields);
}

/**
 * Multi-row inserts of at most ROWS_PER_TURN rows, a turn of the event loop after each
 * (pieces.ts): on SQLite an insert of a thousand rows holds the event loop for tens of ms.
 */
async function insertAll(trx: DB, table: string, rows: Record<string, unknown>[]) {
  if (!rows.length) return;
  const byVariables = Math.floor(VARIABLES_PER_INSERT / Object.keys(rows[0]!).length);
  const perInsert = Math.max(1, Math.min(ROWS_PER_TURN, byVariables));
  for (let i = 0; i < rows.length; i += perInsert) {
    await untyped(trx)
      .insertInto(table)
      .values(rows.slice(i, i + perInsert))
      .execute();
    await nextTurn();
  }
}

export async function writeImport(
  ctx: Pick<AppContext, 'db' | 'dialect' | 'changes' | 'now'> & { log: FastifyBaseLogger },
  actorId: string,
  spec: TransferSpec,
  file: FileRow[],
  duplicates: DuplicateChoice,
): Promise<ImportResultResponse> {
  const { def, resource } = spec;
  const write = { actorId, resource, action: 'import' as const };
  return recordedWrite(ctx, write, async (trx) => {
    const rows = await checkRows(trx, spec, file, duplicates);
    if (rows.some(hasErrors)) throw refusal(rows);
    const stamp = ctx.now().toISOString();
    const counts = { created: 0, updated: 0, skipped: 0 };
    const fresh: Record<string, unknown>[] = [];
    const pace = pacer();
    for (const { fields, match, existing } of rows) {
      await pace();
      if (!match) {
        fresh.push({ ...fields, id: randomUUID(), created_at: stamp, updated_at: stamp });
        counts.created += 1;
      } else if (!existing) {
        counts.skipped += 1;
      } else {
        // Every field of the edit form: the item's own, with those the row gives changed.
        const changes = { ...fields, updated_at: stamp };
        await untyped(trx)
          .updateTable(resource)
          .set(changes)
          .where('id', '=', existing.id)
          .execute();
        // A category renamed by the import carries its items along, as an edit does.
        await def.afterUpdate?.(trx, existing as never, { ...existing, ...changes } as never);
        counts.updated += 1;
      }
    }
    await insertAll(trx, resource, fresh).catch((error: unknown) => {
      if (!isUniqueViolation(error) || !def.duplicate) throw error;
      throw new HttpError(409, 'conflict', def.duplicate.message());
    });
    return { result: counts, targetId: null, after: counts };
  });
}
