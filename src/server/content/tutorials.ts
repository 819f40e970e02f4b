// Tutorials (docs/product.md#tutorials), defined once: docs/architecture.md#content-definitions.
import type { Selectable } from 'kysely';
import type { DashboardTutorial } from '../../shared/dashboard.js';
import {
  TUTORIAL_MESSAGES,
  SaveTutorialRequest,
  type TutorialCard,
  TutorialListQuery,
  TutorialListResponse,
  type TutorialResource,
  TutorialResponse,
  type TutorialStep,
  VIDEO_LANGUAGES,
  type VideoLanguage,
} from '../../shared/tutorials.js';
import { toJson } from '../db/helpers.js';
import type { SearchSpec } from '../db/list.js';
import type { TutorialsTable } from '../db/schema.js';
import { byCategoryAndDifficulty, defineContent, type ListFilters } from './definition.js';
import { readList } from './lists.js';

/** The columns a tutorial card is made from: no steps, resources or description. */
export const TUTORIAL_CARD_COLUMNS = [
  'id',
  'title',
  'youtube_id',
  'video_language',
  'captions',
  'duration',
  'instructor',
  'difficulty',
  'category',
] as const satisfies readonly (keyof TutorialsTable)[];
export type TutorialCardRow = Pick<
  Selectable<TutorialsTable>,
  (typeof TUTORIAL_CARD_COLUMNS)[number]
>;

/** The dashboard's tutorial cards (featured, favourites): the card and its description. */
export const DASHBOARD_TUTORIAL_COLUMNS = [
  ...TUTORIAL_CARD_COLUMNS,
  'description',
] as const satisfies readonly (keyof TutorialsTable)[];

// docs/product.md#tutorials: tutorials match title, description, instructor, category and steps — both the old
// plain-string steps and the title and description of step objects (never their key names).
export const TUTORIAL_SEARCH: SearchSpec = {
  columns: ['title', 'description', 'instructor', 'category'],
  lists: [{ column: 'steps', keys: ['title', 'description'] }],
};

const videoLanguageOf = (stored: string): VideoLanguage =>
  (VIDEO_LANGUAGES as readonly string[]).includes(stored) ? (stored as VideoLanguage) : 'en';

/** The list's filters: category and difficulty as every kind, and issue 33's 'Bahasa video'. */
const tutorialListFilters = (
  query: Parameters<typeof byCategoryAndDifficulty>[0] & { videoLanguage?: string | undefined },
): ListFilters => {
  const filters = byCategoryAndDifficulty(query);
  return { ...filters, equal: { ...filters.equal, video_language: query.videoLanguage } };
};

export function presentTutorialCard(row: TutorialCardRow): TutorialCard {
  return {
    id: row.id,
    title: row.title,
    youtubeId: row.youtube_id,
    // Issue 19: the video's language and captions, and 0/1. Issue 33: 'campur' too; the writers
    // and migration 0026 keep the column to these three, so anything else reads as English.
    videoLanguage: videoLanguageOf(row.video_language),
    captions: Boolean(row.captions),
    duration: row.duration,
    instructor: row.instructor,
    difficulty: row.difficulty,
    category: row.category,
  };
}

export const presentDashboardTutorial = (
  row: TutorialCardRow & Pick<Selectable<TutorialsTable>, 'description'>,
): DashboardTutorial & TutorialCard => ({
  ...presentTutorialCard(row),
  description: row.description,
});

export function presentTutorial(row: Selectable<TutorialsTable>): TutorialResponse {
  return {
    ...presentDashboardTutorial(row),
    steps: readList<TutorialStep>(row.steps, 'tutorials.steps'),
    resources: readList<TutorialResource>(row.resources, 'tutorials.resources'),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const TUTORIAL = defineContent({
  table: 'tutorials',
  contracts: {
    listQuery: TutorialListQuery,
    listPage: TutorialListResponse,
    item: TutorialResponse,
    create: SaveTutorialRequest,
    update: SaveTutorialRequest,
  },
  kind: 'tutorial',
  nameColumn: 'title',
  cardColumns: TUTORIAL_CARD_COLUMNS,
  presentCard: presentTutorialCard,
  present: presentTutorial,
  search: TUTORIAL_SEARCH,
  listFilters: tutorialListFilters,
  toRow: (input) => ({
    title: input.title,
    description: input.description,
    youtube_id: input.youtubeId,
    video_language: input.videoLanguage,
    captions: input.captions ? 1 : 0,
    duration: input.duration,
    instructor: input.instructor,
    difficulty: input.difficulty,
    category: input.category,
    steps: toJson(input.steps),
    resources: toJson(input.resources),
  }),
  notFound: TUTORIAL_MESSAGES.notFound,
});
