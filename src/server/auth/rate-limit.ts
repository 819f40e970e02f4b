import { sql } from 'kysely';
import type { DB } from '../db/connect.js';
import { HttpError } from '../http/errors.js';

export interface RateRule {
  /** Counter family, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowMs: number;
  /**
   * Counted in this process's memory, not in the database: for a read so frequent that a write
   * per use would cost more than the read it guards (docs/decisions/038-search-misses-count-members.md).
   * Each process counts its own, so with several processes one member gets the limit in each.
   */
  inProcess?: true;
}

const MINUTE = 60_000;

// Limits for the account endpoints (issue #3).
export const RATE_RULES = {
  /** Failed sign-ins from one address, whatever the account. */
  loginIp: { name: 'login-ip', max: 30, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from one address: guessing from here stops here. */
  loginAccountIp: { name: 'login-account-ip', max: 8, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from everywhere: bounds guessing spread over many addresses. */
  loginAccount: { name: 'login-account', max: 50, windowMs: 15 * MINUTE },
  /**
   * Successful sign-ins (issue 15): each opens a session and costs an argon2 check, so one
   * account, or one address, cannot open sessions without end.
   */
  loginSuccessAccount: { name: 'login-success-account', max: 20, windowMs: 15 * MINUTE },
  loginSuccessIp: { name: 'login-success-ip', max: 120, windowMs: 15 * MINUTE },
  resetIp: { name: 'reset-ip', max: 10, windowMs: 60 * MINUTE },
  resetAccount: { name: 'reset-account', max: 3, windowMs: 60 * MINUTE },
  resetCompleteIp: { name: 'reset-complete-ip', max: 20, windowMs: 15 * MINUTE },
  findEmailIp: { name: 'find-email-ip', max: 10, windowMs: 15 * MINUTE },
  findEmailAccount: { name: 'find-email-account', max: 5, windowMs: 15 * MINUTE },
  registerIp: { name: 'register-ip', max: 10, windowMs: 60 * MINUTE },
  /** Wrong current passwords on Edit profile, per session (which ends at the limit). */
  profilePasswordSession: { name: 'profile-password-session', max: 8, windowMs: 15 * MINUTE },
  // Member writes (issue #6): generous for a person, but one account cannot flood the admin's
  // lists or the activity records.
  suggestionUser: { name: 'suggestion-user', max: 20, windowMs: 60 * MINUTE },
  feedbackUser: { name: 'feedback-user', max: 30, windowMs: 60 * MINUTE },
  workflowCompleteUser: { name: 'workflow-complete-user', max: 60, windowMs: 60 * MINUTE },
  promptCopyUser: { name: 'prompt-copy-user', max: 120, windowMs: 60 * MINUTE },
  /** Status changes and favourite adds/removes/remarks (issue 15: each records activity). */
  statusUser: { name: 'status-user', max: 300, windowMs: 60 * MINUTE },
  favoriteUser: { name: 'favorite-user', max: 300, windowMs: 60 * MINUTE },
  /** Issue 19: a workflow run is saved at each step and each press of the timer. */
  workflowRunUser: { name: 'workflow-run-user', max: 1200, windowMs: 60 * MINUTE },
  /** Issue 21: quiz attempts (each is marked on the server and may mark a tutorial Selesai). */
  quizUser: { name: 'quiz-user', max: 120, windowMs: 60 * MINUTE },
  /** Issue 31: signing one's own sessions out ("Sesi aktif"), one or all the others at a time. */
  sessionSignOutUser: { name: 'session-sign-out-user', max: 60, windowMs: 60 * MINUTE },
  /** Issue 21: checks of certificate codes from one address (an employer checks a few). */
  certificateCheckIp: { name: 'certificate-check-ip', max: 60, windowMs: 15 * MINUTE },
  /**
   * Issue 23: unknown unsubscribe tokens from one address. Only the unknown ones count: a mail
   * provider's servers unsubscribe many members from one address.
   */
  unsubscribeIp: { name: 'unsubscribe-ip', max: 30, windowMs: 15 * MINUTE },
  /**
   * Issue 31: the search everywhere, per member. The palette searches after each 150 ms pause in
   * typing: a 15-letter search typed at a learner's pace is about 15 searches, so 600 in 5
   * minutes is 40 such searches; a script sending hundreds a second stops at 600. In process
   * (`inProcess`): a database write per keystroke would cost more than the search.
   */
  searchUser: { name: 'search-user', max: 600, windowMs: 5 * MINUTE, inProcess: true },
  /**
   * …and no more than 50 in any 10 seconds (typing sends at most a few a second): a script's
   * burst of hundreds at once, which slowed other members' reads on PostgreSQL, stops at 50.
   */
  searchBurstUser: { name: 'search-burst-user', max: 50, windowMs: 10_000, inProcess: true },
} satisfies Record<string, RateRule>;

export const RATE_LIMITED_MESSAGE = (minutes: number) =>
  `Terlalu banyak cubaan. Sila cuba lagi dalam ${minutes} minit.`;

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject.trim().toLowerCase()}`;

/**
 * Counts one use and refuses with 429 once the window holds more than `max`. Counting first,
 * in one atomic upsert, means parallel requests cannot all slip past a check made before any
 * of them was counted.
 */
export async function consume(db: DB, rule: RateRule, subject: string, now: Date) {
  if (rule.inProcess) return consumeHere(db, rule, subject, now);
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const stamp = now.toISOString();
  const fresh = sql<boolean>`rate_limits.window_start <= ${windowStart}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key: keyOf(rule, subject), count: 1, window_start: stamp })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${fresh} then 1 else rate_limits.count + 1 end`,
        window_start: sql`case when ${fresh} then excluded.window_start else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  refuseOver(rule, row.count, Date.parse(row.window_start), now);
}

function refuseOver(rule: RateRule, count: number, windowStart: number, now: Date) {
  if (count <= rule.max) return;
  const retryMs = windowStart + rule.windowMs - now.getTime();
  const minutes = Math.max(1, Math.ceil(retryMs / MINUTE));
  throw new HttpError(429, 'rate_limited', RATE_LIMITED_MESSAGE(minutes));
}

/**
 * Counts one use against each rule in turn. When one refuses, the uses already counted for this
 * request are taken back: an attempt refused by one limit counts toward no other, so requests
 * that were never let through cannot use up the limits of the people they were aimed at.
 */
export async function consumeInTurn(
  db: DB,
  uses: readonly (readonly [RateRule, string])[],
  now: Date,
) {
  for (const [index, [rule, subject]] of uses.entries()) {
    try {
      await consume(db, rule, subject, now);
    } catch (error) {
      await Promise.all(uses.slice(0, index).map(([counted, of]) => refund(db, counted, of)));
      throw error;
    }
  }
}

/** Takes back one counted use (a sign-in that succeeded was not a guess). */
export async function refund(db: DB, rule: RateRule, subject: string) {
  if (rule.inProcess) {
    const window = counters.get(db)?.windows.get(keyOf(rule, subject));
    if (window && window.count > 0) window.count -= 1;
    return;
  }
  await db
    .updateTable('rate_limits')
    .set({ count: sql`count - 1` })
    .where('key', '=', keyOf(rule, subject))
    .where('count', '>', 0)
    .execute();
}

export async function clearHits(db: DB, rule: RateRule, subject: string) {
  await db.deleteFrom('rate_limits').where('key', '=', keyOf(rule, subject)).execute();
}

interface Window {
  count: number;
  start: number;
  ends: number;
}
interface Counters {
  windows: Map<string, Window>;
  /** The size at which ended windows are next forgotten. */
  sweepAt: number;
}
/** The in-process counters, per database (each test app has its own). */
const counters = new WeakMap<DB, Counters>();
/** Counters held before the ended windows are first forgotten. */
const COUNTERS_SWEPT_PAST = 10_000;

/** `consume` for an `inProcess` rule: the same fixed window, kept in a Map. */
function consumeHere(db: DB, rule: RateRule, subject: string, now: Date) {
  let kept = counters.get(db);
  if (!kept) counters.set(db, (kept = { windows: new Map(), sweepAt: COUNTERS_SWEPT_PAST }));
  const key = keyOf(rule, subject);
  const at = now.getTime();
  let window = kept.windows.get(key);
  if (!window || window.ends <= at) {
    if (kept.windows.size >= kept.sweepAt) sweep(kept, at);
    kept.windows.set(key, (window = { count: 0, start: at, ends: at + rule.windowMs }));
  }
  window.count += 1;
  refuseOver(rule, window.count, window.start, now);
}

/** Forgets the ended windows; if most are still open, waits for twice as many before again. */
function sweep(kept: Counters, at: number) {
  for (const [key, window] of kept.windows) if (window.ends <= at) kept.windows.delete(key);
  kept.sweepAt = Math.max(COUNTERS_SWEPT_PAST, kept.windows.size * 2);
}
