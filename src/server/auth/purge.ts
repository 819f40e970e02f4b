import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/connect.js';
import { scheduleJob } from '../jobs/schedule.js';
import { RATE_RULES } from './rate-limit.js';
import { SESSION_MAX_AGE_MS } from './sessions.js';

const HOUR = 60 * 60 * 1000;
/** The longest window of any rate rule: a counter older than this counts nothing. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowMs));
/**
 * Scheduled jobs' claims (jobs/claim.ts) kept this long: a job only ever claims the period it is
 * in (today, this week), so older claims are history (the digest leaves one per member a week).
 */
const JOB_RUNS_KEPT_MS = 60 * 24 * HOUR;

/**
 * Deletes what can no longer be used: sessions past their expiry or their 90 days, reset links
 * past their hour, rate-limit counters older than any window, job claims past 60 days. Gives
 * how many of each.
 */
export async function purgeExpired(db: DB, now: Date) {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', at(0)), eb('created_at', '<=', at(SESSION_MAX_AGE_MS))]),
    )
    .executeTakeFirst();
  const resetTokens = await db
    .deleteFrom('password_reset_tokens')
    .where('expires_at', '<=', at(0))
    .executeTakeFirst();
  const rateLimits = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<=', at(LONGEST_WINDOW_MS))
    .executeTakeFirst();
  const jobRuns = await db
    .deleteFrom('job_runs')
    .where('claimed_at', '<=', at(JOB_RUNS_KEPT_MS))
    .executeTakeFirst();
  return {
    sessions: deleted(sessions),
    resetTokens: deleted(resetTokens),
    rateLimits: deleted(rateLimits),
    jobRuns: deleted(jobRuns),
  };
}

/** Purges at start and then every hour while the server runs (every process may; it is idempotent). */
export function schedulePurge(app: FastifyInstance, db: DB, now: () => Date) {
  scheduleJob(app, {
    name: 'purge',
    everyMs: HOUR,
    atStart: true,
    run: async () => {
      const counts = await purgeExpired(db, now());
      app.log.debug({ purged: counts }, 'expired rows purged');
    },
  });
}
