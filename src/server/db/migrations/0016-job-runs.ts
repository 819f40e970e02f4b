import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 23: a scheduled job's run for one period (a day, a week) is claimed by inserting its row,
// so with several app processes on one database exactly one of them does it (jobs/claim.ts).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('claimed_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
