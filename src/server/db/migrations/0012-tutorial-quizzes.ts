import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// Issue 21: a tutorial's quiz (its questions as JSON, with the right answers, which only the
// admin's routes and the scoring read), and each member's best result on it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('tutorial_quizzes')
    .addColumn('tutorial_id', 'text', (c) =>
      c.primaryKey().references('tutorials.id').onDelete('cascade'),
    )
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('quiz_results')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tutorial_id', 'text', (c) =>
      c.notNull().references('tutorials.id').onDelete('cascade'),
    )
    .addColumn('best_percent', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('passed_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_results_pk', ['user_id', 'tutorial_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('quiz_results').execute();
  await db.schema.dropTable('tutorial_quizzes').execute();
}
