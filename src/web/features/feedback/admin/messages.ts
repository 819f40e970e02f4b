import { showingCount } from '@shared/glossary';
import { crudLabels, type CrudLabels } from '../../../admin/components/messages';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of this admin tab (docs/product.md#admin-panel).

/** The Feedback tab (docs/product.md#admin-panel "Feedback status", "Admin"). */
export const FEEDBACK_ADMIN_UI = defineMessages('FEEDBACK_ADMIN_UI', {
  labels: {
    ...crudLabels('Feedback', 'feedback'),
    heading: 'Manage Feedback',
    count: showingCount('feedback item', 'feedback items'),
    searchPlaceholder: 'Search messages or pages…',
    loadFailed: 'Failed to load feedback. Please try again.',
    updateFailed: 'Failed to update feedback. Please try again.',
  } satisfies CrudLabels,
  statusLabel: 'Status',
  typeLabel: 'Type',
  allTypes: 'All Types',
  statuses: { new: 'New', read: 'Read', in_progress: 'In Progress', resolved: 'Resolved' },
  types: { like: 'Like', dislike: 'Dislike', bug: 'Bug', suggestion: 'Suggestion' },
  anonymous: 'Anonymous',
  noPage: 'No page',
  unknownBrowser: 'Not known',
  view: 'View',
  viewItem: (sender: string, date: string) => `View feedback from ${sender}, ${date}`,
  detailsTitle: 'Feedback Details',
  message: 'Message',
  page: 'Page',
  sender: 'From',
  sent: 'Sent',
  userAgent: 'Browser (user agent)',
  notes: 'Admin Notes',
  notesHint: 'Only admins see these notes.',
  notesCount: (n: number, max: number) => `${n}/${max}`,
  saveNotes: 'Save',
  saving: 'Saving...',
  updated: 'Feedback updated',
} as const);
