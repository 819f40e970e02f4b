import { STREAK_START_AT, APP_UTC_OFFSET_HOURS, learningStreak } from '../../shared/progress.js';
import type { DB, Dialect } from '../db/connect.js';
import { dateAtOffset } from '../db/helpers.js';

/**
 * One time per day on which the member did anything since the streak's start (docs/product.md#progress-and-streak),
 * grouped in the database so a busy member's history stays a few hundred rows at most.
 */
export async function activityDays({
  db,
  dialect,
  userId,
}: {
  db: DB;
  dialect: Dialect;
  userId: string;
}) {
  const rows = await db
    .selectFrom('interactions')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', STREAK_START_AT)
    .groupBy(dateAtOffset(dialect, 'created_at', APP_UTC_OFFSET_HOURS))
    .execute();
  return rows.map((row) => row.at);
}

/** The member's learning streak at `now`, in days (docs/product.md#progress-and-streak). */
export async function streakOf({
  db,
  dialect,
  userId,
  now,
}: {
  db: DB;
  dialect: Dialect;
  userId: string;
  now: Date;
}) {
  return learningStreak(await activityDays({ db, dialect, userId }), now);
}
