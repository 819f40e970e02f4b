import {
  SaveTutorialRequest,
  TUTORIAL_MESSAGES,
  TutorialResponse,
} from '../../../shared/tutorials.js';
import type { CrudDefinition } from '../../admin/crud.js';
import { assertKnownCategory } from '../../content/categories.js';
import { toJson } from '../../db/helpers.js';
import { presentTutorial } from './presenter.js';
import { TUTORIAL_SEARCH } from './service.js';

/** The Tutorials tab (docs/product.md#tutorials Add or edit Tutorial). */
export const tutorialAdmin: CrudDefinition<
  'tutorials',
  SaveTutorialRequest,
  SaveTutorialRequest,
  TutorialResponse
> = {
  resource: 'tutorials',
  itemType: 'tutorial',
  beforeWrite: assertKnownCategory,
  search: TUTORIAL_SEARCH,
  create: SaveTutorialRequest,
  update: SaveTutorialRequest,
  item: TutorialResponse,
  present: presentTutorial,
  notFound: TUTORIAL_MESSAGES.notFound,
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
};
