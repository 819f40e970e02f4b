import type { Selectable } from 'kysely';
import {
  StoredTutorialResources,
  StoredTutorialSteps,
  type RelatedTool,
  type TutorialResponse,
} from '../../../shared/tutorials.js';
import { fromJsonList } from '../../db/helpers.js';
import type { ToolsTable, TutorialsTable } from '../../db/schema.js';

export function presentTutorial(row: Selectable<TutorialsTable>): TutorialResponse {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    youtubeId: row.youtube_id,
    duration: row.duration,
    instructor: row.instructor,
    difficulty: row.difficulty,
    category: row.category,
    // The shared reading turns old plain-string steps into objects and drops non-http links.
    steps: StoredTutorialSteps.parse(fromJsonList(row.steps)),
    resources: StoredTutorialResources.parse(fromJsonList(row.resources)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
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
