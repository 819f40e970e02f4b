import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { streakDay } from '../../../shared/progress.js';
import { announce, recordedWrite } from '../../admin/write.js';
import type { AppContext } from '../../context.js';
import { claimRun } from '../../jobs/claim.js';
import { scheduleJob } from '../../jobs/schedule.js';
import { checkAllLinks, type CheckSettings, type RunCounts } from './run.js';
import { claimCheck, endCheck, TakenOver } from './store.js';

/** How often each process looks whether today's (Kuala Lumpur) check has been done. */
const LOOK_EVERY_MS = 15 * 60 * 1000;
const JOB = 'link-health';

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
    findIcons: true,
    // Under 'local' no name server is asked (network.ts loopbackLookup), whatever the content.
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
  /** This process's runs (two only when one was silent so long that a press took it over). */
  const current = new Set<Promise<void>>();
  const withLog = { ...ctx, log };

  /** Runs the check claimed at `run` in the background; resolves when it has ended. */
  function launch(run: string): Promise<void> {
    const going = (async () => {
      let counts: RunCounts | null = null;
      try {
        const settings = {
          ...checkSettings(ctx, stop.signal),
          onIconError: (err: unknown, address: string) =>
            log.warn({ err, address }, 'site icon not kept'),
        };
        counts = await checkAllLinks(ctx.db, settings, ctx.now, run);
        log.info({ links: counts }, 'link check finished');
      } catch (err) {
        if (err instanceof TakenOver) log.warn('link check taken over by another run');
        else if (!stop.signal.aborted) log.warn({ err }, 'link check failed');
      } finally {
        await endCheck(ctx.db, run, ctx.now(), counts).catch((err: unknown) =>
          log.warn({ err }, 'link check state not saved'),
        );
        await announce(withLog, 'links');
      }
    })();
    current.add(going);
    void going.finally(() => current.delete(going));
    return going;
  }

  return {
    /** Aborted when the server closes: a one-item check (routes.ts) stops with it too. */
    signal: stop.signal,
    async close() {
      stop.abort();
      await Promise.all(current);
    },
    /** An admin's "check now": false when a run (of any process) was going on already. */
    async startNow(actorId: string, requestLog: FastifyBaseLogger): Promise<boolean> {
      try {
        const run = await recordedWrite(
          { ...ctx, log: requestLog },
          { actorId, resource: 'links', action: 'run' },
          async (trx) => {
            const claimed = await claimCheck({ db: trx, now: ctx.now() });
            if (claimed === null) throw new AlreadyRunning();
            return { result: claimed, targetId: null };
          },
        );
        void launch(run);
        return true;
      } catch (error) {
        if (error instanceof AlreadyRunning) return false;
        throw error;
      }
    },
    /**
     * Today's check, by whichever process claims the day first. The day is given back when the
     * check cannot be taken (a run going on, or one whose process stopped and is not yet taken
     * for dead): a later look, of any process, then runs it. Only a caller holding both the day
     * and the check runs, so a day is neither lost nor checked twice.
     */
    async daily(): Promise<void> {
      const now = ctx.now();
      const day = streakDay(now);
      if (!(await claimRun(ctx.db, JOB, day, now))) return;
      let run: string | null = null;
      try {
        run = await claimCheck({ db: ctx.db, now });
      } finally {
        if (run === null) {
          await ctx.db
            .deleteFrom('job_runs')
            .where('job', '=', JOB)
            .where('period', '=', day)
            .execute();
        }
      }
      if (run !== null) await launch(run);
    },
  };
}

export type LinkChecker = ReturnType<typeof linkChecker>;

/** The daily check, when configured (never in tests: it would reach the internet). */
export function scheduleLinkCheck(app: FastifyInstance, ctx: CheckerContext, checker: LinkChecker) {
  if (!ctx.config.linkCheck.daily) return;
  scheduleJob(app, { name: JOB, everyMs: LOOK_EVERY_MS, run: () => checker.daily() });
}
