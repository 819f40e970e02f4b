import { crudLabels, type CrudLabels } from '../../../admin/components/messages';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of this admin tab (docs/product.md#admin-panel).

export const TOOLS_ADMIN_MESSAGES = defineMessages('TOOLS_ADMIN_MESSAGES', {
  labels: {
    ...crudLabels('Tool', 'tools'),
    added: 'Tool ditambah!',
    updated: 'Tool updated successfully!',
    addFailedTitle: 'Ralat',
    addFailed: 'Terdapat masalah semasa menambah tool.',
  } satisfies CrudLabels,
  more: (n: number) => `+${n}`,
  keyFeatures: 'Key Features',
  visitWebsite: (name: string) => `Website ${name} (dibuka dalam tab baharu)`,
  rating: (r: number) => `Rating ${r.toFixed(1)} / 5`,
  form: {
    name: 'Name',
    website: 'Website',
    websitePlaceholder: 'https://',
    // Issue 20: without a logo, cards draw the tool's initials in its category's colour.
    mainFunction: 'Main Function',
    description: 'Description',
    category: 'Category',
    categoryPlaceholder: 'Select a category',
    noCategory: 'No category',
    pricing: 'Pricing',
    noPricing: 'None',
    rating: 'Rating',
    ratingAddHint: '1 to 5, in steps of 0.1 (optional)',
    ratingEditHint: '0 to 5, in steps of 0.1 (optional)',
    keyFeatures: 'Key Features',
    keyFeature: 'Key feature',
    addKeyFeature: 'Add feature',
    alternatives: 'Alternatives',
    alternative: 'Alternative',
    addAlternative: 'Add alternative',
  },
} as const);
