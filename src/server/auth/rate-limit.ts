import { sql } from 'kysely';
import type { DB } from '../db/connect.js';
import { HttpError } from '../http/errors.js';

export interface RateRule {
  /** Counter family, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

// Limits for the account endpoints (issue #3). Sign-in counts only failures, so a person who
// gets their password right is never slowed by someone else's guessing.
export const RATE_RULES = {
  loginIp: { name: 'login-ip', max: 30, windowMs: 15 * MINUTE },
  loginAccount: { name: 'login-account', max: 8, windowMs: 15 * MINUTE },
  resetIp: { name: 'reset-ip', max: 10, windowMs: 60 * MINUTE },
  resetAccount: { name: 'reset-account', max: 3, windowMs: 60 * MINUTE },
  findEmailIp: { name: 'find-email-ip', max: 10, windowMs: 15 * MINUTE },
  findEmailAccount: { name: 'find-email-account', max: 5, windowMs: 15 * MINUTE },
  registerIp: { name: 'register-ip', max: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, RateRule>;

export const RATE_LIMITED_MESSAGE = (minutes: number) =>
  `Terlalu banyak cubaan. Sila cuba lagi dalam ${minutes} minit.`;

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

async function current(db: DB, key: string, rule: RateRule, now: Date) {
  const row = await db
    .selectFrom('rate_limits')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || now.getTime() - Date.parse(row.window_start) >= rule.windowMs) return null;
  return row;
}

/** Refuses with 429 when the subject has used up its window. */
export async function assertNotLimited(db: DB, rule: RateRule, subject: string, now: Date) {
  const row = await current(db, keyOf(rule, subject), rule, now);
  if (row && row.count >= rule.max) {
    const retryMs = Date.parse(row.window_start) + rule.windowMs - now.getTime();
    const minutes = Math.max(1, Math.ceil(retryMs / MINUTE));
    throw new HttpError(429, 'rate_limited', RATE_LIMITED_MESSAGE(minutes));
  }
}

/** Counts one use in a fixed window, atomically (one upsert), on both engines. */
export async function countHit(db: DB, rule: RateRule, subject: string, now: Date) {
  const key = keyOf(rule, subject);
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const stamp = now.toISOString();
  await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: stamp })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limits.window_start <= ${windowStart} then 1 else rate_limits.count + 1 end`,
        window_start: sql`case when rate_limits.window_start <= ${windowStart} then ${stamp} else rate_limits.window_start end`,
      }),
    )
    .execute();
}

/** Checks, then counts: for requests where every call counts (reset mail, find email). */
export async function consume(db: DB, rule: RateRule, subject: string, now: Date) {
  await assertNotLimited(db, rule, subject, now);
  await countHit(db, rule, subject, now);
}

export async function clearHits(db: DB, rule: RateRule, subject: string) {
  await db.deleteFrom('rate_limits').where('key', '=', keyOf(rule, subject)).execute();
}
