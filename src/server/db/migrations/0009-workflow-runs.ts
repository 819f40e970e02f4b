import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 19: a member's run of a workflow, kept per member and workflow so it survives a reload,
// another tab or another device; when a member closed the dashboard's "Mula di sini" card; and
// each tutorial video's language and whether it has captions (every one so far: English, with). Completed steps are a JSON list of step indexes; the timer is
// its banked time plus, while it counts, the time since `timer_started_at`.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('workflow_runs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workflow_id', 'text', (c) =>
      c.notNull().references('workflows.id').onDelete('cascade'),
    )
    .addColumn('current_step', 'integer', (c) => c.notNull())
    .addColumn('completed_steps', 'text', (c) => c.notNull())
    .addColumn('elapsed_ms', 'integer', (c) => c.notNull())
    .addColumn('timer_started_at', t.timestamp)
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .addPrimaryKeyConstraint('workflow_runs_pk', ['user_id', 'workflow_id'])
    .execute();
  // The dashboard's runs in progress, newest first.
  await db.schema
    .createIndex('workflow_runs_user_updated')
    .on('workflow_runs')
    .columns(['user_id', 'updated_at'])
    .execute();
  await db.schema
    .createTable('start_dismissals')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('dismissed_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('tutorials')
    .addColumn('video_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('tutorials')
    .addColumn('captions', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tutorials').dropColumn('captions').execute();
  await db.schema.alterTable('tutorials').dropColumn('video_language').execute();
  await db.schema.dropTable('start_dismissals').execute();
  await db.schema.dropTable('workflow_runs').execute();
}
