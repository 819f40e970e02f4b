import { crudLabels, type CrudLabels } from '../../components/messages';

// Wording of this admin tab (docs/product.md#admin-panel "Admin screens", , "Admin").

export const PROMPTS_ADMIN_MESSAGES = {
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
} as const;
