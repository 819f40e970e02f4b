import { crudLabels, type CrudLabels } from '../../../admin/components/messages';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of this admin tab (docs/product.md#admin-panel).

export const PROMPTS_ADMIN_MESSAGES = defineMessages('PROMPTS_ADMIN_MESSAGES', {
  labels: {
    ...crudLabels('Prompt', 'prompts'),
    loadFailed: 'Failed to load prompts. Please try again.',
    deleteFailed: () => 'Failed to delete prompt. Please try again.',
    addFailed: 'Failed to add prompt. Please try again.',
    updateFailed: 'Failed to update prompt. Please try again.',
  } satisfies CrudLabels,
  stats: {
    label: 'Prompt statistics',
    total: 'Total Prompts',
    categories: 'Categories',
    thisWeek: 'This Week',
  },
  tools: 'Tools',
  more: (n: number) => `+${n}`,
  // Issue 21: the blanks (${nama} or ${nama:default}) found in the prompt text as it is typed.
  blanks: {
    found: (n: number) => `${n} ${n === 1 ? 'blank' : 'blanks'} for members to fill in:`,
    defaultIs: (value: string) => `default: ${value}`,
    unclosed: (at: number) =>
      `The \${ at character ${at} is never closed with }: it will be copied as written.`,
    nested: (at: number) =>
      `The \${ at character ${at} holds another \${: blanks cannot be nested, so it will be copied as written.`,
    unnamed: (at: number) =>
      `The blank at character ${at} has no name (or one over 40 characters): it will be copied as written.`,
  },
  form: {
    title: 'Title',
    description: 'Description',
    promptText: 'Prompt Text',
    category: 'Category',
    noCategory: 'No category',
    difficulty: 'Difficulty',
    imageUrl: 'Image URL',
    imageUrlPlaceholder: 'https://',
    imageUrlHint: 'Optional. An https address of a picture.',
    tools: 'Compatible Tools',
    usageTips: 'Usage Tips',
    usageTip: 'Usage tip',
    addUsageTip: 'Add tip',
    tags: 'Tags',
    tag: 'Tag',
    addTag: 'Add tag',
  },
} as const);
