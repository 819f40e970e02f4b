import type { Selectable } from 'kysely';
import type {
  RelatedTool,
  TutorialCard,
  TutorialResource,
  TutorialResponse,
  TutorialStep,
} from '../../../shared/tutorials.js';
import type { ToolsTable, TutorialsTable } from '../../db/schema.js';
import type { TutorialCardRow } from './service.js';

/** The video's language and captions (issue 19), as stored: 'ms' or 'en', and 0/1. */
const videoOf = (row: Pick<Selectable<TutorialsTable>, 'video_language' | 'captions'>) => ({
  videoLanguage: row.video_language === 'ms' ? ('ms' as const) : ('en' as const),
  captions: Boolean(row.captions),
});

export function presentTutorial(row: Selectable<TutorialsTable>): TutorialResponse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    youtubeId: row.youtube_id,
    ...videoOf(row),
    duration: row.duration,
    instructor: row.instructor,
    difficulty: row.difficulty,
    category: row.category,
    // Stored in their one shape (migration 0008, the admin form), so reading is parsing.
    steps: JSON.parse(row.steps) as TutorialStep[],
    resources: JSON.parse(row.resources) as TutorialResource[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentTutorialCard(row: TutorialCardRow): TutorialCard {
  return {
    id: row.id,
    title: row.title,
    youtubeId: row.youtube_id,
    ...videoOf(row),
    duration: row.duration,
    instructor: row.instructor,
    difficulty: row.difficulty,
    category: row.category,
  };
}

type RelatedToolRow = Pick<
  Selectable<ToolsTable>,
  'id' | 'name' | 'main_function' | 'category' | 'pricing' | 'rating'
>;

export function presentRelatedTool(row: RelatedToolRow): RelatedTool {
  return {
    id: row.id,
    name: row.name,
    mainFunction: row.main_function,
    category: row.category,
    pricing: row.pricing,
    rating: row.rating,
  };
}
