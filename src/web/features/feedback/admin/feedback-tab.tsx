import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@shared/constants';
import type { AdminFeedbackResponse } from '@shared/feedback';
import { messageOf } from '../../../lib/api-client';
import { useUpdateFeedback, type FeedbackChange } from './api/update-feedback';
import { AdminList } from '../../../admin/components/admin-list';
import { useAdminFilters } from '../../../admin/hooks/use-admin-filters';
import { useListErrorToast } from '../../../admin/hooks/use-list-error-toast';
import { CRUD_MESSAGES } from '../../../admin/components/messages';
import { FEEDBACK_ADMIN_UI as M } from './messages';
import { FeedbackDetailsDialog } from './feedback-details-dialog';
import { FeedbackRow } from './feedback-row';

const FILTERS = () => [
  {
    key: 'status',
    label: M.statusLabel,
    options: [
      { value: 'all', label: CRUD_MESSAGES.allStatuses },
      ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: M.statuses[s] })),
    ],
  },
  {
    key: 'type',
    label: M.typeLabel,
    options: [
      { value: 'all', label: M.allTypes },
      ...FEEDBACK_TYPES.map((t) => ({ value: t, label: M.types[t] })),
    ],
  },
];

/**
 * The Feedback tab (docs/product.md#admin-panel): search, status and type filters, the list, and a details
 * dialog where the admin sets the status and keeps notes. Opening a new item marks it read.
 * Every update reloads the list (useUpdateFeedback).
 */
export function FeedbackTab() {
  const filters = useAdminFilters();
  const [open, setOpen] = useState<AdminFeedbackResponse | null>(null);
  const update = useUpdateFeedback();
  useListErrorToast('feedback', filters.values, M.labels.loadFailed);

  const change = (id: string, body: FeedbackChange, done?: string) =>
    update.mutate(
      { id, body },
      {
        onSuccess: (updated) => {
          // The dialog shows what the server now holds (still the same item if still open).
          setOpen((current) => (current?.id === updated.id ? updated : current));
          if (done) toast.success(done);
        },
        onError: (error) => toast.error(M.labels.updateFailed, { description: messageOf(error) }),
      },
    );

  const openItem = (item: AdminFeedbackResponse) => {
    setOpen(item);
    // docs/product.md#admin-panel: opening the details of a new item sets it to read.
    if (item.status === 'new') change(item.id, { status: 'read' });
  };

  return (
    <section aria-labelledby="feedback-heading">
      <h2 id="feedback-heading" className="mb-4 text-xl font-semibold">
        {M.labels.heading}
      </h2>
      <AdminList<AdminFeedbackResponse>
        resource="feedback"
        labels={M.labels}
        filters={FILTERS()}
        {...filters}
        layout="rows"
        renderItem={(item) => <FeedbackRow item={item} onOpen={() => openItem(item)} />}
      />
      <FeedbackDetailsDialog
        item={open}
        busy={update.isPending}
        onClose={() => setOpen(null)}
        onStatus={(status) => open && change(open.id, { status }, M.updated)}
        onSaveNotes={(adminNotes) => open && change(open.id, { adminNotes }, M.updated)}
      />
    </section>
  );
}
