import { countOf, moreTools } from '@shared/glossary';
import { crudLabels, type CrudLabels } from '../../../admin/components/messages';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of this admin tab (docs/product.md#admin-panel).

export const WORKFLOWS_ADMIN_MESSAGES = defineMessages('WORKFLOWS_ADMIN_MESSAGES', {
  labels: {
    ...crudLabels('Workflow', 'workflows'),
    addFailed: 'Terdapat masalah semasa menambah workflow.',
  } satisfies CrudLabels,
  steps: (n: number) => countOf(n, 'step', 'steps'),
  estimatedTime: (text: string) => `Estimated time: ${text}`,
  tools: 'Tools',
  moreTools,
  form: {
    title: 'Title',
    goal: 'Goal',
    description: 'Description',
    category: 'Category',
    categoryPlaceholder: 'Select a category',
    noCategory: 'No category',
    difficulty: 'Difficulty',
    noDifficulty: 'Not set',
    difficultyPlaceholder: 'e.g. Beginner',
    estimatedTime: 'Estimated Time',
    estimatedTimePlaceholder: '30 minutes',
    task: 'Task',
    tools: 'Tools',
    alternatives: 'Alternatives',
    prompts: 'Prompts',
  },
} as const);
