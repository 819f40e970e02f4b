import { countOf } from '@shared/glossary';
import { CRUD_MESSAGES, crudLabels, type CrudLabels } from '../../../admin/components/messages';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of this admin tab (docs/product.md#admin-panel).

/** A tutorial card's learning-path action in the Tutorials tab (docs/product.md#admin-panel "Learning path"). */
export const LEARNING_PATH_CARD_MESSAGES = defineMessages('LEARNING_PATH_CARD_MESSAGES', {
  add: 'Add to Path',
  remove: 'Remove from Path',
  // WCAG 2.5.3: the name a screen reader or voice control uses starts with the visible words.
  addItem: (title: string) => `Add to Path: ${title}`,
  removeItem: (title: string) => `Remove from Path: ${title}`,
  inPath: (position: number) => `Learning Path #${position}`,
  added: 'Added',
  addedAt: (title: string, position: number) =>
    `${title} is now at position ${position} in the learning path.`,
  removed: 'Removed',
  removedFrom: (title: string) => `${title} is no longer in the learning path.`,
  // The Learning Path tab's wording, naming what did not load: the tutorials list did.
  loadFailed: (message: string) => `Gagal memuat Learning Path: ${message}`,
  retry: CRUD_MESSAGES.retry,
} as const);

export const TUTORIALS_ADMIN_MESSAGES = defineMessages('TUTORIALS_ADMIN_MESSAGES', {
  labels: {
    ...crudLabels('Tutorial', 'tutorials'),
    addFailed: 'Failed to create tutorial',
    updateFailed: 'Failed to update tutorial',
  } satisfies CrudLabels,
  steps: (n: number) => countOf(n, 'step', 'steps'),
  instructor: (name: string) => `Instructor: ${name}`,
  duration: (text: string) => `Duration: ${text}`,
  form: {
    title: 'Title',
    category: 'Category',
    categoryPlaceholder: 'Select a category',
    description: 'Description',
    duration: 'Duration',
    durationPlaceholder: '30 minutes',
    instructor: 'Instructor',
    youtubeId: 'YouTube ID or link',
    youtubeIdHint: 'The 11-character video id, or paste the video’s address.',
    // Issue 19: what the tutorial page tells members about the video.
    videoLanguage: 'Video language',
    videoLanguages: { ms: 'Bahasa Melayu', en: 'English' },
    captions: 'The video has captions (subtitles)',
    difficulty: 'Difficulty',
    noDifficulty: 'Not set',
    stepTitle: 'Title',
    tools: 'Tools',
    resources: 'Resources',
    resourceTitle: (n: number) => `Resource ${n} title`,
    resourceUrl: (n: number) => `Resource ${n} URL`,
    resourceTitleLabel: 'Title',
    resourceUrlLabel: 'URL',
    removeResource: (n: number) => `Remove resource ${n}`,
    addResource: 'Add Resource',
    noResources: 'No resources yet.',
  },
} as const);

// Issue 21: the quiz editor under a tutorial's edit form (the panel speaks English).
export const QUIZ_EDITOR_MESSAGES = defineMessages('QUIZ_EDITOR_MESSAGES', {
  heading: 'Quiz (Uji kefahaman)',
  intro:
    'Up to 10 multiple-choice questions members answer after the video. Passing marks the tutorial Selesai.',
  none: 'This tutorial has no quiz yet.',
  add: 'Add a quiz',
  passMark: 'Pass mark (%)',
  question: (n: number) => `Question ${n}`,
  choice: (q: number, c: number) => `Question ${q}, choice ${c}`,
  rightChoice: (q: number, c: number) => `Question ${q}: choice ${c} is the right one`,
  explanation: (n: number) => `Question ${n}: explanation (optional)`,
  addQuestion: 'Add question',
  removeQuestion: (n: number) => `Remove question ${n}`,
  addChoice: (n: number) => `Add a choice to question ${n}`,
  removeChoice: (q: number, c: number) => `Remove choice ${c} of question ${q}`,
  save: 'Save quiz',
  saved: 'Quiz saved.',
  remove: 'Remove quiz',
  confirmRemove: 'Remove this quiz? Members who passed it keep their pass.',
  removed: 'Quiz removed.',
  failed: 'Failed to save the quiz. Please try again.',
  loadFailed: 'Failed to load the quiz.',
} as const);
