// Row builders shared by the demo seed and the tests (docs/architecture.md#tests): sensible defaults, any field
// overridable. They build rows; callers insert them.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { categoryNameKey } from '../../shared/categories.js';
import type {
  CategoriesTable,
  FavoritesTable,
  FeedbackTable,
  PromptsTable,
  SuggestionsTable,
  ToolsTable,
  TutorialsTable,
  UsersTable,
  WorkflowsTable,
} from './schema.js';
import { toJson } from './helpers.js';
import type { PromptSeed, ToolSeed, TutorialSeed, WorkflowSeed } from './seed/content/types.js';

let counter = 0;
const next = () => ++counter;
const stamp = (at?: Date) => (at ?? new Date()).toISOString();

type Row<T> = Insertable<T> & { id: string };
/** Seed shapes with their literal unions widened, so tests may use any category. */
type Loose<T> = { [K in keyof T]?: T[K] extends string ? string : T[K] };

export function buildUser(
  overrides: Partial<Insertable<UsersTable>> & { password_hash: string },
): Row<UsersTable> {
  const n = next();
  const now = stamp();
  return {
    id: randomUUID(),
    username: `ahli${n}_${randomUUID().slice(0, 6)}`,
    email: null,
    role: 'user',
    status: 'approved',
    password_reset_required: 0,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/** A category row; its name key is its name's (categoryNameKey) unless given. */
export function buildCategory(overrides: Partial<Insertable<CategoriesTable>> = {}) {
  const now = stamp();
  const name = overrides.name ?? `Kategori ${next()}`;
  return {
    id: randomUUID(),
    name,
    name_key: categoryNameKey(name),
    description: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  } satisfies Row<CategoriesTable>;
}

type ToolInput = Loose<ToolSeed> & { created_at?: string };

export function buildTool(overrides: ToolInput = {}): Row<ToolsTable> {
  const n = next();
  const now = overrides.created_at ?? stamp();
  const { key_features, alternatives, ...rest } = overrides;
  return {
    id: randomUUID(),
    name: `Alat AI ${n}`,
    website: `https://example.com/alat-${n}`,
    main_function: 'Pembantu AI serba boleh',
    description: 'Alat AI untuk membantu kerja harian anda.',
    category: 'Productivity',
    pricing: 'Freemium',
    rating: 4.5,
    created_at: now,
    updated_at: now,
    ...rest,
    key_features: toJson(key_features ?? ['Ciri satu', 'Ciri dua']),
    alternatives: toJson(alternatives ?? []),
  };
}

/** Issue 19's video fields are the table's defaults unless a test sets them. */
type TutorialInput = Loose<TutorialSeed> & {
  created_at?: string;
  video_language?: string;
  captions?: number;
};

export function buildTutorial(overrides: TutorialInput = {}): Row<TutorialsTable> {
  const n = next();
  const now = overrides.created_at ?? stamp();
  const { steps, resources, ...rest } = overrides;
  return {
    id: randomUUID(),
    title: `Tutorial ${n}`,
    description: 'Belajar asas menggunakan AI.',
    youtube_id: 'dQw4w9WgXcQ',
    duration: '20 minit',
    instructor: 'Pengajar Hab AI',
    difficulty: 'Pemula',
    category: 'Productivity',
    created_at: now,
    updated_at: now,
    ...rest,
    steps: toJson(steps ?? []),
    resources: toJson(resources ?? []),
  };
}

/** One workflow step (docs/product.md#data-model): number, task, description, tools and alternatives. */
export const buildWorkflowStep = (
  stepNumber: number,
  task: string,
  description = '',
  tools: string[] = [],
) => ({ stepNumber, task, description, tools, alternatives: [] as string[] });

type WorkflowInput = Loose<WorkflowSeed> & { created_at?: string };

export function buildWorkflow(overrides: WorkflowInput = {}): Row<WorkflowsTable> {
  const n = next();
  const now = overrides.created_at ?? stamp();
  const { steps, ...rest } = overrides;
  return {
    id: randomUUID(),
    title: `Workflow ${n}`,
    goal: 'Siapkan tugasan dengan bantuan AI',
    description: 'Aliran kerja langkah demi langkah.',
    category: 'Productivity',
    difficulty: 'Beginner',
    estimated_time: '30 minit',
    created_at: now,
    updated_at: now,
    ...rest,
    steps: toJson(steps ?? []),
  };
}

type PromptInput = Loose<PromptSeed> & { created_at?: string };

export function buildPrompt(overrides: PromptInput = {}): Row<PromptsTable> {
  const n = next();
  const now = overrides.created_at ?? stamp();
  const { tools, usage_tips, tags, ...rest } = overrides;
  return {
    id: randomUUID(),
    title: `Prompt ${n}`,
    description: 'Prompt untuk tugasan harian.',
    prompt_text: 'Tulis ringkasan untuk [topik].',
    category: 'Writing',
    difficulty: 'Pemula',
    image_url: null,
    created_at: now,
    updated_at: now,
    ...rest,
    tools: toJson(tools ?? ['ChatGPT']),
    usage_tips: toJson(usage_tips ?? []),
    tags: toJson(tags ?? []),
  };
}

/**
 * Members' messages are listed newest first, so their builders stamp each row a minute after
 * the one before (oldest first), which gives tests a known order without a clock.
 */
const minuteAfterLast = () => new Date(Date.UTC(2025, 0, 1, 0, next())).toISOString();

/** A member's favourite of an item (a tool unless said), saved now unless said. */
export function buildFavorite(
  userId: string,
  itemId: string,
  overrides: Partial<Insertable<FavoritesTable>> = {},
) {
  return {
    id: randomUUID(),
    user_id: userId,
    item_id: itemId,
    item_type: 'tool',
    personal_remarks: null,
    created_at: stamp(),
    ...overrides,
  } satisfies Row<FavoritesTable>;
}

export function buildFeedback(overrides: Partial<Insertable<FeedbackTable>> = {}) {
  const at = minuteAfterLast();
  return {
    id: randomUUID(),
    user_id: null,
    feedback_type: 'bug',
    message: `Maklum balas ${next()}`,
    page_url: '/tools',
    user_agent: 'Mozilla/5.0 (Ujian)',
    status: 'new',
    admin_notes: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  } satisfies Row<FeedbackTable>;
}

export function buildSuggestion(overrides: Partial<Insertable<SuggestionsTable>> = {}) {
  const at = minuteAfterLast();
  return {
    id: randomUUID(),
    user_id: null,
    type: 'tool',
    title: `Cadangan ${next()}`,
    description: 'Alat AI yang berguna untuk ahli.',
    reason: 'Menjimatkan masa setiap hari.',
    website: 'https://contoh.my',
    status: 'pending',
    created_at: at,
    updated_at: at,
    ...overrides,
  } satisfies Row<SuggestionsTable>;
}
