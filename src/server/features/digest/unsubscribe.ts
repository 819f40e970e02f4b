import type { DB } from '../../db/connect.js';

/**
 * Stops a member's weekly digest by the token of their mail (docs/product.md#weekly-digest):
 * 'stopped' when it was on, 'already' when it was off (nothing is written), 'unknown' when no
 * member has the token. Only 'stopped' changes what a kept session holds.
 */
export async function unsubscribe({ db, token }: { db: DB; token: string }) {
  const stopped = await db
    .updateTable('users')
    .set({ weekly_digest: 0 })
    .where('digest_token', '=', token)
    .where('weekly_digest', '<>', 0)
    .executeTakeFirst();
  if (Number(stopped.numUpdatedRows) > 0) return 'stopped' as const;
  const known = await db
    .selectFrom('users')
    .select('id')
    .where('digest_token', '=', token)
    .executeTakeFirst();
  return known ? ('already' as const) : ('unknown' as const);
}
