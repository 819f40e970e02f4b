import type { FastifyInstance } from 'fastify';

export interface ScheduledJob {
  /** Named in the logs. */
  name: string;
  /** How often the server looks whether the job is due (the job decides, claiming its period). */
  everyMs: number;
  run: () => Promise<unknown>;
  /** Also look once as the server starts (in the background: a slow job never holds the start). */
  atStart?: boolean;
}

/** The start-up runs of each app's jobs (`atStart`), for startupJobsDone: by the app's server,
 * which its plugins' scopes share. */
const startupRuns = new WeakMap<object, Promise<void>[]>();

/**
 * Settles once the jobs `app` started as it became ready have ended. The tests' app waits for it
 * (test/app.ts): a start-up purge reads the clock as it starts, and one still running while a test
 * moved the clock back deleted that test's fresh rate-limit counters as expired.
 */
export const startupJobsDone = async (app: FastifyInstance) => {
  await Promise.all(startupRuns.get(app.server) ?? []);
};

/**
 * Runs `job.run` every `everyMs` while the server is up (every process does; a job that must
 * happen once across processes claims its period with claimRun). One run at a time per process:
 * a look that comes while the last is still running is skipped. A failure is logged, never thrown.
 */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const look = async () => {
    if (running) return;
    running = true;
    try {
      await job.run();
    } catch (err) {
      app.log.warn({ err, job: job.name }, 'scheduled job failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    if (job.atStart) {
      const runs = startupRuns.get(app.server) ?? [];
      runs.push(look());
      startupRuns.set(app.server, runs);
    }
    timer = setInterval(() => void look(), job.everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
