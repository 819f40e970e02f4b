// Table types for Kysely. Times are ISO-8601 strings on both engines (see connect.ts);
// list fields are JSON text (see json.ts); flags are 0/1 integers.
import type { ColumnType } from 'kysely';
import type { AccountStatus, Role } from '../../shared/constants.js';
import type { InterfaceLanguage } from '../../shared/i18n/languages.js';

export interface UsersTable {
  id: string;
  username: string;
  email: string | null;
  password_hash: string;
  role: Role;
  status: AccountStatus;
  password_reset_required: number;
  gender: string | null;
  birthday: string | null;
  display_name: string | null;
  avatar_url: string | null;
  /** Issue 23 (migration 0015): why they want to join, as given at registration. */
  join_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 23: an admin is mailed about each registration while this is 1 (the default). */
  notify_registrations: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  /** Issue 23 (migration 0018): 1 while the member wants the weekly digest mail (0 by default). */
  weekly_digest: ColumnType<number, number | undefined, number>;
  /** Issue 23: the member's unsubscribe token, made on the first opt-in (null before). */
  digest_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 33 (migration 0028): the interface's language the member chose; null: the operator's. */
  interface_language: ColumnType<
    InterfaceLanguage | null,
    InterfaceLanguage | null | undefined,
    InterfaceLanguage | null
  >;
  /** Issue 33 (migration 0031): the order number that matches a payment; null when none. */
  order_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 33 (migration 0031): written at most hourly by the session lookup; null: never since. */
  last_active_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: string;
  created_at: string;
  /** Until when this session, opened by a reset link, may change email or password freely. */
  recovery_until: string | null;
  /** The browser's User-Agent at sign-in, cut to SESSION_USER_AGENT_MAX (issue 31, "Sesi aktif"). */
  user_agent: string | null;
  /** Written at most every LAST_USED_EVERY_MS by the session lookup; null before migration 0021. */
  last_used_at: string | null;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CategoriesTable {
  id: string;
  name: string;
  /** categoryNameKey(name), unique: look-alike names are one name (migration 0023). */
  name_key: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface ToolsTable {
  id: string;
  name: string;
  website: string | null;
  /**
   * The address of the tool's stored logo on our own origin (`/media/logos/…`, migration 0025),
   * written only with its `tool_logos` row (db/tool-logos.ts), or null for the monogram.
   */
  logo_url: string | null;
  main_function: string | null;
  description: string | null;
  category: string | null;
  pricing: string | null;
  key_features: string;
  alternatives: string;
  rating: number | null;
  created_at: string;
  updated_at: string;
}

/** Issue 32 (migration 0025): a tool's logo, kept and served by us. */
export interface ToolLogosTable {
  tool_id: string;
  bytes: Buffer;
  content_type: string;
  size: number;
  /** The first characters of the bytes' SHA-256, part of the logo's address. */
  hash: string;
  /** 'demo', 'upload' or 'site' (shared/logos.ts LOGO_SOURCES). */
  source: string;
  /** Where a site's icon was found; null for the others. */
  source_url: string | null;
  fetched_at: string;
}

export interface TutorialsTable {
  id: string;
  title: string;
  description: string | null;
  youtube_id: string | null;
  /**
   * Issue 19 (migration 0009): 'ms' or 'en', and captions as 0/1; both have defaults. Issue 33
   * (migration 0026): 'campur' too, and nothing else.
   */
  video_language: ColumnType<string, string | undefined, string>;
  captions: ColumnType<number, number | undefined, number>;
  duration: string | null;
  instructor: string | null;
  difficulty: string | null;
  category: string | null;
  steps: string;
  resources: string;
  created_at: string;
  updated_at: string;
}

export interface WorkflowsTable {
  id: string;
  title: string;
  goal: string | null;
  description: string | null;
  category: string | null;
  difficulty: string | null;
  estimated_time: string | null;
  steps: string;
  created_at: string;
  updated_at: string;
}

/** Issue 19: a member's run of a workflow (migration 0009). */
export interface WorkflowRunsTable {
  user_id: string;
  workflow_id: string;
  current_step: number;
  /** JSON list of completed step indexes. */
  completed_steps: string;
  /** The timer's time banked while it was stopped. */
  elapsed_ms: number;
  /** Set while the timer counts: the time since then adds to elapsed_ms. */
  timer_started_at: string | null;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}

/**
 * Issue 21: a member's learning-path certificate (migration 0013); `tutorials` is a JSON list. Its
 * name is the member's profile name, read from `users` (issue 31, migration 0020).
 */
export interface CertificatesTable {
  code: string;
  user_id: string;
  tutorials: string;
  issued_at: string;
}

/** Issue 22 (migration 0014): one row per piece of content as the search everywhere sees it. */
export interface SearchEntriesTable {
  /** A number: the order results of one rank come in, and the SQLite word index's rowid. */
  id: ColumnType<number, never, never>;
  kind: string;
  item_id: string;
  title: string;
  detail: string | null;
  /** Folded (shared/search.ts foldText), as `about` (what it is, in a line) and `body` (the rest). */
  name: string;
  about: string;
  body: string;
  source_updated_at: string;
}

/** Content changed since it was indexed (marked by triggers, migration 0014). */
export interface SearchDirtyTable {
  id: ColumnType<number, never, never>;
  kind: string;
  item_id: string;
}

/** An admin's synonym group: `words` is a JSON list as written. */
export interface SynonymsTable {
  id: string;
  words: string;
  created_at: string;
  updated_at: string;
}

/** A folded search term that found nothing, how often and when last. */
export interface SearchMissesTable {
  term: string;
  /** Counted at most once per member per Kuala Lumpur day (issue 31, migration 0022). */
  count: number;
  /** Members who searched it (migration 0022). */
  members: number;
  last_seen: string;
}

/** Issue 31 (migration 0022): who searched a missed term, and the last day it counted for them. */
export interface SearchMissMembersTable {
  term: string;
  user_id: string;
  /** YYYY-MM-DD in Kuala Lumpur. */
  last_day: string;
}

/** Issue 21: a tutorial's quiz (migration 0012); `questions` is JSON with the right answers. */
export interface TutorialQuizzesTable {
  tutorial_id: string;
  pass_mark: number;
  questions: string;
  updated_at: string;
}

/** Issue 21: a member's best result on a tutorial's quiz (migration 0012). */
export interface QuizResultsTable {
  user_id: string;
  tutorial_id: string;
  best_percent: number;
  attempts: number;
  passed_at: string | null;
  updated_at: string;
  /** Issue 31 (migration 0020): a failed attempt's wait ends then; null when none waits. */
  retry_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Issue 21: a member's value for a prompt blank, by the blank's name (migration 0011). */
export interface PromptBlankValuesTable {
  user_id: string;
  name: string;
  value: string;
  updated_at: string;
}

/** Issue 19: a member who closed the dashboard's "Mula di sini" card (migration 0009). */
export interface StartDismissalsTable {
  user_id: string;
  dismissed_at: string;
}

export interface PromptsTable {
  id: string;
  title: string;
  description: string | null;
  prompt_text: string;
  category: string | null;
  difficulty: string | null;
  image_url: string | null;
  tools: string;
  usage_tips: string;
  tags: string;
  created_at: string;
  updated_at: string;
}

export interface FavoritesTable {
  id: string;
  user_id: string;
  item_id: string;
  item_type: string;
  personal_remarks: string | null;
  created_at: string;
}

export interface PromptFavoritesTable {
  user_id: string;
  prompt_id: string;
  created_at: string;
}

export interface InteractionsTable {
  id: string;
  user_id: string;
  item_id: string;
  item_type: string;
  interaction_type: string;
  notes: string | null;
  created_at: string;
  /** The Kuala Lumpur date of created_at: one row per member, item, kind and day. */
  day: string;
}

export interface TutorialStatusTable {
  user_id: string;
  tutorial_id: string;
  status: string;
  last_watched_at: string;
}

export interface ItemStatusTable {
  user_id: string;
  item_id: string;
  item_type: string;
  status: string;
  last_interaction_at: string;
}

export interface LearningPathTable {
  id: string;
  tutorial_id: string;
  position: number;
  created_at: string;
}

export interface FeedbackTable {
  id: string;
  user_id: string | null;
  feedback_type: string;
  message: string;
  page_url: string | null;
  user_agent: string | null;
  status: string;
  admin_notes: string | null;
  created_at: string;
  updated_at: string;
}

export interface SuggestionsTable {
  id: string;
  user_id: string | null;
  type: string;
  title: string;
  description: string;
  reason: string;
  website: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: string;
}

/** Issue 23: one scheduled job's run for one period, claimed by one process (migration 0016). */
export interface JobRunsTable {
  job: string;
  /** The period the run covers, in the job's own terms: a day '2026-11-27', a week '2026-W48'. */
  period: string;
  claimed_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** Issue 23 (migration 0017): the last check of one link of one item. */
export interface LinkChecksTable {
  key: string;
  /** The admin tab the item lives in: 'tools' or 'tutorials'. */
  item_type: string;
  item_id: string;
  /** 'website', 'resource' or 'video'. */
  kind: string;
  url: string;
  /** 'ok' or 'dead'. */
  status: string;
  /** Why it is dead: 'unreachable', 'timeout', 'connection', 'redirects' or 'http 404' and the like. */
  reason: string | null;
  http_status: number | null;
  last_checked_at: string;
  /** The last check that found it working (kept while it is dead). */
  last_ok_at: string | null;
}
/** Issue 23 (migration 0017): the link check's one row of state, shared by every process. */
export interface LinkCheckStateTable {
  id: string;
  running_since: string | null;
  heartbeat_at: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  checked: ColumnType<number, number | undefined, number>;
  dead: ColumnType<number, number | undefined, number>;
  /**
   * Issue 33 (migration 0031): 1 when the last run found every address failing the same way
   * (unreachable, timeout, connection): the check itself could not reach the internet.
   */
  offline: ColumnType<number, number | undefined, number>;
}
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  categories: CategoriesTable;
  tools: ToolsTable;
  tutorials: TutorialsTable;
  workflows: WorkflowsTable;
  workflow_runs: WorkflowRunsTable;
  start_dismissals: StartDismissalsTable;
  prompts: PromptsTable;
  prompt_blank_values: PromptBlankValuesTable;
  tutorial_quizzes: TutorialQuizzesTable;
  quiz_results: QuizResultsTable;
  certificates: CertificatesTable;
  search_entries: SearchEntriesTable;
  search_dirty: SearchDirtyTable;
  synonyms: SynonymsTable;
  search_misses: SearchMissesTable;
  search_miss_members: SearchMissMembersTable;
  favorites: FavoritesTable;
  prompt_favorites: PromptFavoritesTable;
  interactions: InteractionsTable;
  tutorial_status: TutorialStatusTable;
  item_status: ItemStatusTable;
  learning_path: LearningPathTable;
  feedback: FeedbackTable;
  suggestions: SuggestionsTable;
  audit_log: AuditLogTable;
  app_meta: AppMetaTable;
  job_runs: JobRunsTable;
  rate_limits: RateLimitsTable;
  link_checks: LinkChecksTable;
  link_check_state: LinkCheckStateTable;
  tool_logos: ToolLogosTable;
}
