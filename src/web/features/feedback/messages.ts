import type { FeedbackType } from '@shared/feedback';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of the floating feedback button and dialog (docs/product.md#feedback "Feedback"); the rule
// messages live in @shared/feedback beside the schema.
export const FEEDBACK_UI_MESSAGES = defineMessages('FEEDBACK_UI_MESSAGES', {
  open: 'Hantar maklum balas',
  title: 'Hantar Maklum Balas',
  description: 'Beritahu kami pendapat anda tentang Hab AI. Setiap maklum balas dibaca oleh admin.',
  typeLegend: 'Jenis maklum balas',
  types: {
    like: 'I love it!',
    dislike: 'Not helpful',
    bug: 'Bug report',
    suggestion: 'Suggestion',
  } satisfies Record<FeedbackType, string>,
  // docs/product.md#feedback: the label says optional although a message is required.
  messageLabel: 'Mesej (pilihan)',
  messagePlaceholder: 'Ceritakan lebih lanjut…',
  submit: 'Hantar',
  submitting: 'Menghantar…',
  cancel: 'Batal',
  success: 'Thank you for your feedback! We appreciate it.',
  failed: 'Failed to submit feedback. Please try again.',
} as const);
