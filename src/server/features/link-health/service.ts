import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { announce, recordedWrite } from '../../admin/write.js';
import type { AppContext } from '../../context.js';
import { claimRun } from '../../jobs/claim.js';
import { scheduleJob } from '../../jobs/schedule.js';
import { checkAllLinks, type CheckSettings } from './run.js';
import { claimCheck, endCheck } from './store.js';

/** How often each process looks whether today's (Kuala Lumpur) check has been done. */
const LOOK_EVERY_MS = 15 * 60 * 1000;
const KL_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The day in Malaysia (UTC+8 all year): the daily check's period. */
export const klDate = (now: Date) =>
  new Date(now.getTime() + KL_OFFSET_MS).toISOString().slice(0, 10);

class AlreadyRunning extends Error {}

type CheckerContext = Pick<AppContext, 'db' | 'dialect' | 'changes' | 'config' | 'now'>;

export function checkSettings(ctx: CheckerContext, signal?: AbortSignal): CheckSettings {
  const { linkCheck } = ctx.config;
  return {
    userAgent: `HabAI-LinkChecker/1.0 (+${ctx.config.publicUrl})`,
    timeoutMs: linkCheck.timeoutMs,
    concurrency: linkCheck.concurrency,
    hostDelayMs: linkCheck.hostDelayMs,
    oembedUrl: linkCheck.oembedUrl,
    network: linkCheck.network,
    signal,
  };
}

/**
 * The link check of one app process: started on demand by an admin or by the daily schedule,
 * run in the background, one at a time across every process (the state row), stopped by
 * `close` (the server closing).
 */
export function linkChecker(ctx: CheckerContext, log: FastifyBaseLogger) {
  const stop = new AbortController();
  let current: Promise<void> | null = null;
  const withLog = { ...ctx, log };

  /** Runs the claimed check in the background; resolves when it has ended. */
  function launch(): Promise<void> {
    current = (async () => {
      let counts: { checked: number; dead: number } | null = null;
      try {
        counts = await checkAllLinks(ctx.db, checkSettings(ctx, stop.signal), ctx.now);
        log.info({ links: counts }, 'link check finished');
      } catch (err) {
        if (!stop.signal.aborted) log.warn({ err }, 'link check failed');
      } finally {
        await endCheck(ctx.db, ctx.now(), counts).catch((err: unknown) =>
          log.warn({ err }, 'link check state not saved'),
        );
        await announce(withLog, 'links');
        current = null;
      }
    })();
    return current;
  }

  return {
    async close() {
      stop.abort();
      await current;
    },
    /** An admin's "check now": false when a run (of any process) was going on already. */
    async startNow(actorId: string, requestLog: FastifyBaseLogger): Promise<boolean> {
      try {
        await recordedWrite(
          { ...ctx, log: requestLog },
          { actorId, resource: 'links', action: 'run' },
          async (trx) => {
            if (!(await claimCheck(trx, ctx.now(), actorId))) throw new AlreadyRunning();
            return { result: true, targetId: null };
          },
        );
      } catch (error) {
        if (error instanceof AlreadyRunning) return false;
        throw error;
      }
      void launch();
      return true;
    },
    /** Today's check, by whichever process claims the day first. */
    async daily(): Promise<void> {
      const now = ctx.now();
      if (!(await claimRun(ctx.db, 'link-health', klDate(now), now))) return;
      if (!(await claimCheck(ctx.db, now, null))) return;
      await launch();
    },
  };
}

export type LinkChecker = ReturnType<typeof linkChecker>;

/** The daily check, when configured (never in tests: it would reach the internet). */
export function scheduleLinkCheck(app: FastifyInstance, ctx: CheckerContext, checker: LinkChecker) {
  if (!ctx.config.linkCheck.daily) return;
  scheduleJob(app, { name: 'link-health', everyMs: LOOK_EVERY_MS, run: () => checker.daily() });
}
