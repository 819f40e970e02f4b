// Wording of the Suggest Content screen (docs/product.md#suggestions "Suggestion"); rule messages live in
// @shared/suggestions beside the schema.

import { defineMessages } from '@shared/i18n/define-messages';

export const SUGGEST_MESSAGES = defineMessages('SUGGEST_MESSAGES', {
  title: 'Suggest Content',
  subtitle:
    'Tahu alat AI, tutorial atau workflow yang bagus? Cadangkan kepada kami dan admin akan menyemaknya.',
  type: 'Jenis Kandungan',
  typePlaceholder: 'Pilih jenis kandungan',
  types: { tool: 'AI Tool', workflow: 'Workflow', tutorial: 'Tutorial' },
  titleLabel: 'Tajuk',
  titlePlaceholder: 'Contoh: Perplexity AI',
  description: 'Penerangan',
  descriptionPlaceholder: 'Terangkan apa yang ia lakukan dan bagaimana ia membantu.',
  website: 'Laman Web (pilihan)',
  websitePlaceholder: 'https://…',
  reason: 'Kenapa ia berguna?',
  reasonPlaceholder: 'Bagaimana ahli Hab AI boleh mendapat manfaat daripadanya?',
  submit: 'Hantar Cadangan',
  submitting: 'Menghantar…',
  submitted: 'Dihantar',
  cancel: 'Batal',
  successTitle: 'Suggestion Submitted!',
  successBody: "Thank you for your suggestion! We'll review it soon.",
  failedTitle: 'Submission Failed',
  failedBody: 'There was an error submitting your suggestion. Please try again.',
} as const);

/** docs/product.md#suggestions: after a suggestion is sent, go back one page after 2 seconds. */
export const BACK_AFTER_SUBMIT_MS = 2000;
