import type { DB } from '../db/connect.js';

/**
 * Claims `job`'s run for `period` (a day, a week, a member's week…) by inserting its row: true for
 * the one caller that inserted it, false for every other, in this process or another, now or
 * later. The claim is taken before the work, so a run that fails half-way is not done again by
 * the others: a job whose every part must happen claims each part (the digest claims each
 * member's mail).
 */
export async function claimRun(db: DB, job: string, period: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('job_runs')
    .values({ job, period, claimed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
