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
    if (job.atStart) void look();
    timer = setInterval(() => void look(), job.everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
