import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/connect.js';
import { RATE_RULES } from './rate-limit.js';
import { SESSION_MAX_AGE_MS } from './sessions.js';

const HOUR = 60 * 60 * 1000;
/** The longest window of any rate rule: a counter older than this counts nothing. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowMs));

/**
 * Deletes what can no longer be used: sessions past their expiry or their 90 days, reset links
 * past their hour, rate-limit counters older than any window. Gives how many of each.
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
  return {
    sessions: deleted(sessions),
    resetTokens: deleted(resetTokens),
    rateLimits: deleted(rateLimits),
  };
}

/** Purges at start and then every hour while the server runs (every process may; it is idempotent). */
export function schedulePurge(app: FastifyInstance, db: DB, now: () => Date) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    purgeExpired(db, now())
      .then((counts) => app.log.debug({ purged: counts }, 'expired rows purged'))
      .catch((err: unknown) => app.log.warn({ err }, 'purge of expired rows failed'));
  app.addHook('onReady', async () => {
    // In the background: a slow or unreachable database must not hold up the start.
    void run();
    timer = setInterval(() => void run(), HOUR).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
