import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { SUGGESTION_STATUSES, SUGGESTION_TYPES } from '@shared/constants';
import type { AdminSuggestionResponse, SuggestionDecision } from '@shared/suggestions';
import { messageOf } from '../../../lib/api-client';
import { useDeleteAdminItem } from '../../../admin/api/delete-admin-item';
import { useUpdateSuggestionStatus } from './api/update-suggestion-status';
import { AdminList } from '../../../admin/components/admin-list';
import { ConfirmDeleteDialog } from '../../../admin/components/confirm-delete-dialog';
import { useAdminFilters } from '../../../admin/hooks/use-admin-filters';
import { useListErrorToast } from '../../../admin/hooks/use-list-error-toast';
import { CRUD_MESSAGES, successToast } from '../../../admin/components/messages';
import { SUGGESTIONS_ADMIN_UI as M } from './messages';
import { SuggestionCard } from './suggestion-card';

const STATUS_FILTER = () => ({
  key: 'status',
  label: M.statusLabel,
  options: [
    { value: 'all', label: CRUD_MESSAGES.allStatuses },
    ...SUGGESTION_STATUSES.map((s) => ({ value: s, label: M.statuses[s] })),
  ],
});

/** Issue 33: by type, prompts among them. */
const TYPE_FILTER = () => ({
  key: 'type',
  label: M.typeLabel,
  options: [
    { value: 'all', label: M.allTypes },
    ...SUGGESTION_TYPES.map((t) => ({ value: t, label: M.types[t] })),
  ],
});

/**
 * The Suggestions tab (docs/product.md#admin-panel): newest first; approve or reject pending ones, mark any one
 * completed, delete after confirming. A member's new suggestion shows without reload (the
 * panel's live events refresh the list).
 */
export function SuggestionsTab() {
  const filters = useAdminFilters();
  const [deleting, setDeleting] = useState<AdminSuggestionResponse | null>(null);
  const decide = useUpdateSuggestionStatus();
  const remove = useDeleteAdminItem('suggestions');
  const heading = useRef<HTMLHeadingElement>(null);
  useListErrorToast('suggestions', filters.values, M.labels.loadFailed);

  // The Completed box stays ticked from the press on (the request's own state comes a moment
  // later, and the box flicked back meanwhile); a failure unticks it.
  const [ticked, setTicked] = useState<string | null>(null);
  const onDecide = (item: AdminSuggestionResponse, status: SuggestionDecision) => {
    if (status === 'completed') setTicked(item.id);
    decide.mutate(
      { id: item.id, status },
      {
        onSuccess: () => toast.success(M.markedAs(status)),
        onError: (error) => {
          setTicked(null);
          toast.error(M.labels.updateFailed, { description: messageOf(error) });
        },
      },
    );
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(successToast(M.labels, 'deleted', deleting.title));
      // The Delete button that opened the dialog is gone with its item.
      setTimeout(() => {
        if (document.activeElement === document.body) heading.current?.focus();
      }, 0);
    } catch (error) {
      toast.error(M.labels.deleteFailed(), { description: messageOf(error) });
    }
    setDeleting(null);
  };

  const deciding = decide.isPending ? decide.variables : undefined;
  return (
    <section aria-labelledby="suggestions-heading">
      <h2
        id="suggestions-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-4 text-xl font-semibold focus:outline-none"
      >
        {M.labels.heading}
      </h2>
      <AdminList<AdminSuggestionResponse>
        resource="suggestions"
        labels={M.labels}
        filters={[STATUS_FILTER(), TYPE_FILTER()]}
        {...filters}
        layout="grid"
        renderItem={(item) => (
          <SuggestionCard
            item={item}
            busy={deciding?.id === item.id}
            completing={ticked === item.id}
            onDecide={(status) => onDecide(item, status)}
            onDelete={() => setDeleting(item)}
          />
        )}
      />
      <ConfirmDeleteDialog
        name={deleting?.title ?? null}
        body={deleting ? M.labels.confirmBody(deleting.title) : ''}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
