import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { scheduleJob } from '../../jobs/schedule.js';
import { sendWeeklyDigest } from './send.js';

/** How often each process looks whether the week's digest is due and not yet sent. */
export const DIGEST_LOOK_EVERY_MS = 15 * 60 * 1000;

/**
 * Issue 23: the weekly digest, sent by the server itself (docs/product.md#weekly-digest): every
 * process looks at start and every 15 minutes; sendWeeklyDigest makes each mail go once.
 * WEEKLY_DIGEST=false turns it off (the API tests drive sendWeeklyDigest themselves).
 */
export function scheduleDigest({ app, ctx }: { app: FastifyInstance; ctx: AppContext }) {
  if (!ctx.config.weeklyDigest) return;
  scheduleJob(app, {
    name: 'weekly-digest',
    everyMs: DIGEST_LOOK_EVERY_MS,
    atStart: true,
    run: async () => {
      const result = await sendWeeklyDigest({ ...ctx, log: app.log });
      // Info once a week (the look that walked the members), debug for the quiet looks between.
      // tests/ops/pg-digest.test.ts waits for this line from each process.
      app.log[result.walked ? 'info' : 'debug']({ digest: result }, 'weekly digest look done');
    },
  });
}
