import { crudLabels, type CrudLabels } from '../../../admin/components/messages';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of this admin tab (docs/product.md#categories).

export const CATEGORIES_ADMIN_MESSAGES = defineMessages('CATEGORIES_ADMIN_MESSAGES', {
  labels: {
    ...crudLabels('Category', 'categories'),
    heading: 'Manage Categories',
    loadFailed: 'Failed to fetch categories. Please try again.',
    addFailed: 'Failed to add category',
    updateFailed: 'Failed to update category',
    deleteFailed: () => 'Failed to delete category',
    deleted: (name: string) => `Category ${name} deleted successfully`,
  } satisfies CrudLabels,
  noDescription: 'Tiada penerangan',
  form: {
    name: 'Name',
    description: 'Description',
    descriptionHint: 'Optional',
  },
} as const);
