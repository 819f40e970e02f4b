import { crudLabels, type CrudLabels } from '../../../admin/components/messages';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of this admin tab (docs/product.md#admin-panel).

/** The Suggestions tab (docs/product.md#admin-panel "Suggestion", "Admin"). */
export const SUGGESTIONS_ADMIN_UI = defineMessages('SUGGESTIONS_ADMIN_UI', {
  labels: {
    ...crudLabels('Suggestion', 'suggestions'),
    loadFailed: 'Failed to fetch suggestions. Please try refreshing.',
    confirmBody: (title: string) =>
      `The suggestion "${title}" will be deleted. This cannot be undone.`,
    deleted: (_title: string) => 'Suggestion Deleted',
    deleteFailed: () => 'Failed to delete suggestion',
    updateFailed: 'Failed to update suggestion status',
  } satisfies CrudLabels,
  statusLabel: 'Status',
  statuses: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    completed: 'Completed',
  },
  types: { tool: 'Tool', workflow: 'Workflow', tutorial: 'Tutorial', prompt: 'Prompt' },
  typeLabel: 'Type',
  allTypes: 'All Types',
  reason: 'Why',
  from: (username: string) => `Suggested by ${username}`,
  approve: 'Approve',
  reject: 'Reject',
  approveItem: (title: string) => `Approve ${title}`,
  rejectItem: (title: string) => `Reject ${title}`,
  completed: 'Completed',
  completedItem: (title: string) => `Completed: ${title}`,
  markedAs: (status: string) => `Suggestion marked as ${status}`,
} as const);
