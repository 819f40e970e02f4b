import type { DB } from '../db/connect.js';

/** How many audit rows the admin panel has written about `targetType` (a resource). */
export async function auditCount(db: DB, targetType: string) {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('target_type', '=', targetType)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
