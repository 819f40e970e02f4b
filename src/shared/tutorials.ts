import { TUTORIAL_DIFFICULTIES, VIDEO_LANGUAGES } from './constants.js';
import { z } from 'zod';
import { ToolResponse } from './tools.js';
import { isHttpUrl } from './urls.js';
import {
  listQuery,
  optionalFilter,
  searchedPageOf,
  requiredText,
  textList,
  savedOnly,
} from './api.js';
import { defineMessages } from './i18n/define-messages.js';
import { lazyMessage } from './lazy-message.js';

export { TUTORIAL_DIFFICULTIES, VIDEO_LANGUAGES, type VideoLanguage } from './constants.js';

export const TUTORIAL_MESSAGES = defineMessages('TUTORIAL_MESSAGES', {
  notFound: 'Tutorial tidak dijumpai.',
  difficultyInvalid: `Difficulty must be one of ${TUTORIAL_DIFFICULTIES.join(', ')}`,
  resourceUrlInvalid: 'Resource URL must start with http:// or https://',
  titleRequired: 'Title is required',
  categoryRequired: 'Category is required',
  descriptionRequired: 'Description is required',
  durationRequired: 'Duration is required',
  instructorRequired: 'Instructor is required',
  youtubeIdRequired: 'YouTube ID is required',
  youtubeIdInvalid: 'YouTube ID must be the 11-character video id (letters, numbers, - and _)',
  videoLanguageInvalid: `Video language must be one of ${VIDEO_LANGUAGES.join(', ')}`,
  stepTitleTooLong: 'Step title must be at most 200 characters',
  stepDescriptionTooLong: 'Step description is too long',
  tooManySteps: 'At most 50 steps',
  resourceTitleTooLong: 'Resource title must be at most 200 characters',
  captionsInvalid: 'Captions must be true or false',
  tooManyResources: 'At most 30 resources',
} as const);

/** A step as clients see it (docs/product.md#tutorials): title, description and the tools it uses. */
export const TutorialStep = z.object({
  title: z.string(),
  description: z.string(),
  tools: z.array(z.string()),
});
export type TutorialStep = z.infer<typeof TutorialStep>;

export const TutorialResource = z.object({
  title: z.string(),
  url: z.string().refine(
    isHttpUrl,
    lazyMessage(() => TUTORIAL_MESSAGES.resourceUrlInvalid),
  ),
});
export type TutorialResource = z.infer<typeof TutorialResource>;

export const TutorialResponse = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  youtubeId: z.string().nullable(),
  /** Issue 19: the video's language (issue 33: or both, 'campur'), and whether it has captions. */
  videoLanguage: z.enum(VIDEO_LANGUAGES),
  captions: z.boolean(),
  duration: z.string().nullable(),
  instructor: z.string().nullable(),
  difficulty: z.string().nullable(),
  category: z.string().nullable(),
  steps: z.array(TutorialStep),
  resources: z.array(TutorialResource),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TutorialResponse = z.infer<typeof TutorialResponse>;

export const TUTORIAL_SORTS = ['newest', 'title'] as const;

export const TutorialListQuery = listQuery(TUTORIAL_SORTS).extend({
  saved: savedOnly,
  category: optionalFilter,
  difficulty: optionalFilter.pipe(
    z
      .enum(
        TUTORIAL_DIFFICULTIES,
        lazyMessage(() => TUTORIAL_MESSAGES.difficultyInvalid),
      )
      .optional(),
  ),
  /** Issue 33: 'Bahasa video'. */
  videoLanguage: optionalFilter.pipe(
    z
      .enum(
        VIDEO_LANGUAGES,
        lazyMessage(() => TUTORIAL_MESSAGES.videoLanguageInvalid),
      )
      .optional(),
  ),
});
export type TutorialListQuery = z.input<typeof TutorialListQuery>;

/** A tutorial as its card shows it: thumbnail (from the video id), badges, title and meta. */
export const TutorialCard = TutorialResponse.pick({
  id: true,
  title: true,
  youtubeId: true,
  videoLanguage: true,
  captions: true,
  duration: true,
  instructor: true,
  difficulty: true,
  category: true,
});
export type TutorialCard = z.infer<typeof TutorialCard>;

export const TutorialListResponse = searchedPageOf(TutorialCard);
export type TutorialListResponse = z.infer<typeof TutorialListResponse>;

/** A tool named beside a tutorial (docs/product.md#tutorials: 3 of the same category), only what its card shows. */
export const RelatedTool = ToolResponse.pick({
  id: true,
  name: true,
  mainFunction: true,
  category: true,
  pricing: true,
  rating: true,
});
export type RelatedTool = z.infer<typeof RelatedTool>;

export const TutorialDetailResponse = z.object({
  tutorial: TutorialResponse,
  relatedTools: z.array(RelatedTool),
});
export type TutorialDetailResponse = z.infer<typeof TutorialDetailResponse>;

const M = TUTORIAL_MESSAGES;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** The video id of a pasted YouTube address (watch, youtu.be, embed, shorts), or the text as is. */
export function youtubeIdOf(text: string): string {
  const match =
    /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/].*)?$/.exec(
      text,
    );
  return match?.[1] ?? text;
}

/** A step typed in the form: kept only with a title (docs/product.md#tutorials), its blank tool names dropped. */
const StepInput = z.object({
  title: z
    .string()
    .max(
      200,
      lazyMessage(() => TUTORIAL_MESSAGES.stepTitleTooLong),
    )
    .default(''),
  description: z
    .string()
    .max(
      5000,
      lazyMessage(() => TUTORIAL_MESSAGES.stepDescriptionTooLong),
    )
    .default(''),
  tools: textList(30, 100),
});
const ResourceInput = z.object({
  title: z
    .string()
    .max(
      200,
      lazyMessage(() => TUTORIAL_MESSAGES.resourceTitleTooLong),
    )
    .default(''),
  url: z
    .string()
    .max(
      2000,
      lazyMessage(() => M.resourceUrlInvalid),
    )
    .default(''),
});

/** docs/product.md#tutorials Add or edit Tutorial: one schema for the form and the server. */
export const SaveTutorialRequest = z.object({
  title: requiredText(
    lazyMessage(() => M.titleRequired),
    200,
  ),
  category: requiredText(
    lazyMessage(() => M.categoryRequired),
    100,
  ),
  description: requiredText(
    lazyMessage(() => M.descriptionRequired),
    5000,
  ),
  duration: requiredText(
    lazyMessage(() => M.durationRequired),
    100,
  ),
  instructor: requiredText(
    lazyMessage(() => M.instructorRequired),
    200,
  ),
  youtubeId: requiredText(
    lazyMessage(() => M.youtubeIdRequired),
    2000,
  )
    .transform(youtubeIdOf)
    .pipe(
      z.string().regex(
        YOUTUBE_ID,
        lazyMessage(() => M.youtubeIdInvalid),
      ),
    ),
  videoLanguage: z
    .enum(
      VIDEO_LANGUAGES,
      lazyMessage(() => M.videoLanguageInvalid),
    )
    .default('en'),
  captions: z.boolean(lazyMessage(() => TUTORIAL_MESSAGES.captionsInvalid)).default(true),
  difficulty: z
    .enum(
      [...TUTORIAL_DIFFICULTIES, ''],
      lazyMessage(() => M.difficultyInvalid),
    )
    .nullish()
    .transform((v) => v || null),
  steps: z
    .array(StepInput)
    .max(
      50,
      lazyMessage(() => TUTORIAL_MESSAGES.tooManySteps),
    )
    .default([])
    .transform((steps) =>
      steps
        .map((step) => ({
          ...step,
          title: step.title.trim(),
          description: step.description.trim(),
        }))
        .filter((step) => step.title),
    ),
  resources: z
    .array(ResourceInput)
    .max(
      30,
      lazyMessage(() => TUTORIAL_MESSAGES.tooManyResources),
    )
    .default([])
    .transform((items) =>
      items
        .map((r) => ({ title: r.title.trim(), url: r.url.trim() }))
        .filter((r) => r.title && r.url),
    )
    .pipe(z.array(TutorialResource)),
});
export type SaveTutorialRequest = z.output<typeof SaveTutorialRequest>;
export type TutorialForm = z.input<typeof SaveTutorialRequest>;
