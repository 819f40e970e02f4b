import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

// The enum values as they were when this migration was written: a migration never imports
// today's constants, so editing one cannot change what an old migration builds.
const ROLES = ['user', 'admin'];
const ACCOUNT_STATUSES = ['pending', 'approved', 'declined'];
const GENDERS = ['male', 'female', 'other'];
const ITEM_TYPES = ['tool', 'tutorial', 'workflow'];
const TUTORIAL_STATUSES = ['not_started', 'watching', 'completed'];
const ITEM_STATUSES = ['not_tried', 'tried'];
const FEEDBACK_TYPES = ['like', 'dislike', 'bug', 'suggestion'];
const FEEDBACK_STATUSES = ['new', 'read', 'in_progress', 'resolved'];
const SUGGESTION_TYPES = ['tool', 'workflow', 'tutorial'];
const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected', 'completed'];

// Every table of docs/product.md#data-model, with the constraints its rules imply and the indexes lists need.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = CreateTableBuilder<any, any>;

const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const stamps = (table: Table) =>
    table
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addColumn('updated_at', t.timestamp, (c) => c.notNull());

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await stamps(
    db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('password_reset_required', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gender', 'text')
      .addColumn('birthday', t.date)
      .addColumn('display_name', 'text')
      .addColumn('avatar_url', 'text')
      .addCheckConstraint('users_role_check', oneOf('role', ROLES))
      .addCheckConstraint('users_status_check', oneOf('status', ACCOUNT_STATUSES))
      .addCheckConstraint('users_gender_check', sql`gender is null or ${oneOf('gender', GENDERS)}`)
      .addCheckConstraint('users_reset_flag_check', sql`password_reset_required in (0, 1)`),
  ).execute();
  await db.schema
    .createIndex('users_username_unique')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema
    .createIndex('users_email_unique')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex('users_status_idx')
    .on('users')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reset_tokens_user_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await stamps(
    db.schema
      .createTable('categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();
  await db.schema
    .createIndex('categories_name_unique')
    .on('categories')
    .unique()
    .expression(sql`lower(name)`)
    .execute();

  await stamps(
    db.schema
      .createTable('tools')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('website', 'text')
      .addColumn('main_function', 'text')
      .addColumn('description', 'text')
      .addColumn('category', 'text')
      .addColumn('pricing', 'text')
      .addColumn('key_features', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('alternatives', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('rating', t.real)
      .addCheckConstraint(
        'tools_rating_check',
        sql`rating is null or (rating >= 0 and rating <= 5)`,
      ),
  ).execute();
  // Lists sort by name case-insensitively (so 'n8n' sits among the Ns).
  await db.schema
    .createIndex('tools_name_idx')
    .on('tools')
    .expression(sql`lower(name), id`)
    .execute();
  await db.schema
    .createIndex('tools_created_idx')
    .on('tools')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tools_category_idx')
    .on('tools')
    .expression(sql`category, lower(name), id`)
    .execute();

  await stamps(
    db.schema
      .createTable('tutorials')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('youtube_id', 'text')
      .addColumn('duration', 'text')
      .addColumn('instructor', 'text')
      .addColumn('difficulty', 'text')
      .addColumn('category', 'text')
      .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('resources', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema
    .createIndex('tutorials_created_idx')
    .on('tutorials')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('tutorials_category_idx')
    .on('tutorials')
    .columns(['category', 'title'])
    .execute();

  await stamps(
    db.schema
      .createTable('workflows')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('goal', 'text')
      .addColumn('description', 'text')
      .addColumn('category', 'text')
      .addColumn('difficulty', 'text')
      .addColumn('estimated_time', 'text')
      .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema
    .createIndex('workflows_created_idx')
    .on('workflows')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('workflows_category_idx')
    .on('workflows')
    .columns(['category', 'title'])
    .execute();

  await stamps(
    db.schema
      .createTable('prompts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('prompt_text', 'text', (c) => c.notNull())
      .addColumn('category', 'text')
      .addColumn('difficulty', 'text')
      .addColumn('image_url', 'text')
      .addColumn('tools', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('usage_tips', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  await db.schema
    .createIndex('prompts_created_idx')
    .on('prompts')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema.createIndex('prompts_category_idx').on('prompts').columns(['category']).execute();

  await createMemberTables(db, t);
  await createAdminTables(db, t, stamps);
}

async function createMemberTables(db: AnyDb, t: ReturnType<typeof columnTypes>) {
  const userRef = (table: Table) =>
    table.addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    );

  await userRef(db.schema.createTable('favorites').addColumn('id', 'text', (c) => c.primaryKey()))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('personal_remarks', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('favorites_unique', ['user_id', 'item_id', 'item_type'])
    .addCheckConstraint('favorites_type_check', oneOf('item_type', ITEM_TYPES))
    .execute();
  await db.schema
    .createIndex('favorites_item_idx')
    .on('favorites')
    .columns(['item_id', 'item_type'])
    .execute();

  await userRef(db.schema.createTable('prompt_favorites'))
    .addColumn('prompt_id', 'text', (c) => c.notNull().references('prompts.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('prompt_favorites_pk', ['user_id', 'prompt_id'])
    .execute();

  await userRef(
    db.schema.createTable('interactions').addColumn('id', 'text', (c) => c.primaryKey()),
  )
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('interaction_type', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interactions_user_idx')
    .on('interactions')
    .columns(['user_id', 'created_at'])
    .execute();

  await userRef(db.schema.createTable('tutorial_status'))
    .addColumn('tutorial_id', 'text', (c) =>
      c.notNull().references('tutorials.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('not_started'))
    .addColumn('last_watched_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('tutorial_status_pk', ['user_id', 'tutorial_id'])
    .addCheckConstraint('tutorial_status_check', oneOf('status', TUTORIAL_STATUSES))
    .execute();

  await userRef(db.schema.createTable('item_status'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('not_tried'))
    .addColumn('last_interaction_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('item_status_pk', ['user_id', 'item_id', 'item_type'])
    .addCheckConstraint('item_status_type_check', oneOf('item_type', ['tool', 'workflow']))
    .addCheckConstraint('item_status_check', oneOf('status', ITEM_STATUSES))
    .execute();
}

async function createAdminTables(
  db: AnyDb,
  t: ReturnType<typeof columnTypes>,
  stamps: (table: Table) => Table,
) {
  await db.schema
    .createTable('learning_path')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tutorial_id', 'text', (c) =>
      c.notNull().unique().references('tutorials.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('learning_path_position_check', sql`${sql.ref('position')} between 1 and 3`)
    .execute();

  await stamps(
    db.schema
      .createTable('feedback')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('feedback_type', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('page_url', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('admin_notes', 'text')
      .addCheckConstraint('feedback_type_check', oneOf('feedback_type', FEEDBACK_TYPES))
      .addCheckConstraint('feedback_status_check', oneOf('status', FEEDBACK_STATUSES)),
  ).execute();
  await db.schema
    .createIndex('feedback_created_idx')
    .on('feedback')
    .columns(['created_at', 'id'])
    .execute();

  await stamps(
    db.schema
      .createTable('suggestions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('website', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addCheckConstraint('suggestions_type_check', oneOf('type', SUGGESTION_TYPES))
      .addCheckConstraint('suggestions_status_check', oneOf('status', SUGGESTION_STATUSES)),
  ).execute();
  await db.schema
    .createIndex('suggestions_created_idx')
    .on('suggestions')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('details', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .column('created_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'audit_log',
    'suggestions',
    'feedback',
    'learning_path',
    'item_status',
    'tutorial_status',
    'interactions',
    'prompt_favorites',
    'favorites',
    'prompts',
    'workflows',
    'tutorials',
    'tools',
    'categories',
    'password_reset_tokens',
    'sessions',
    'users',
    'app_meta',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
