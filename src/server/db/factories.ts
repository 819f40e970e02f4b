// Row builders shared by the demo seed and the tests (STYLE §7): sensible defaults, any field
// overridable. They build rows; callers insert them.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type {
  CategoriesTable,
  PromptsTable,
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

export function buildCategory(overrides: Partial<Insertable<CategoriesTable>> = {}) {
  const now = stamp();
  return {
    id: randomUUID(),
    name: `Kategori ${next()}`,
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

type TutorialInput = Loose<TutorialSeed> & { created_at?: string };

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
