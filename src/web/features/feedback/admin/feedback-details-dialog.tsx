import { useState } from 'react';
import { FEEDBACK_STATUSES } from '@shared/constants';
import {
  FEEDBACK_NOTES_MAX,
  type AdminFeedbackResponse,
  type FeedbackStatus,
} from '@shared/feedback';
import { ExternalTextLink } from '../../../components/external-link-button';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label, Select, Textarea } from '../../../components/ui/input';
import { FEEDBACK_ADMIN_UI as M } from './messages';
import { FeedbackTypeBadge, senderName, sentAt } from './feedback-badges';

interface DetailsProps {
  item: AdminFeedbackResponse;
  /** A change is on its way to the server (the status and Save wait for it). */
  busy: boolean;
  onStatus: (status: FeedbackStatus) => void;
  onSaveNotes: (notes: string) => void;
}

// Only a path of this site is stored (shared/feedback.ts), but a link is made only of one.
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** docs/product.md#admin-panel: the full message, page and browser; the status and the admin's notes. */
function Details({ item, busy, onStatus, onSaveNotes }: DetailsProps) {
  const [notes, setNotes] = useState(item.adminNotes ?? '');
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center gap-2 text-slate-600">
        <FeedbackTypeBadge type={item.feedbackType} />
        <span className="wrap-anywhere">
          {M.sender}: <strong className="text-slate-900">{senderName(item)}</strong>
        </span>
        <time dateTime={item.createdAt}>{sentAt(item.createdAt)}</time>
      </div>
      <dl className="space-y-3">
        <div>
          <dt className="font-medium text-slate-700">{M.message}</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.message}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">{M.page}</dt>
          <dd className="mt-1 break-all font-mono text-xs">
            {item.pageUrl && isSitePath(item.pageUrl) ? (
              <ExternalTextLink href={item.pageUrl} className="break-all font-normal underline">
                {item.pageUrl}
              </ExternalTextLink>
            ) : (
              (item.pageUrl ?? M.noPage)
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">{M.userAgent}</dt>
          <dd className="mt-1 break-all text-xs text-slate-600">
            {item.userAgent ?? M.unknownBrowser}
          </dd>
        </div>
      </dl>
      <div>
        <Label htmlFor="feedback-details-status">{M.statusLabel}</Label>
        <Select
          id="feedback-details-status"
          value={item.status}
          disabled={busy}
          onChange={(e) => onStatus(e.target.value as FeedbackStatus)}
        >
          {FEEDBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {M.statuses[status]}
            </option>
          ))}
        </Select>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSaveNotes(notes);
        }}
      >
        <Label htmlFor="feedback-details-notes">{M.notes}</Label>
        <Textarea
          id="feedback-details-notes"
          value={notes}
          maxLength={FEEDBACK_NOTES_MAX}
          aria-describedby="feedback-details-notes-hint"
          onChange={(e) => setNotes(e.target.value)}
        />
        <p
          id="feedback-details-notes-hint"
          className="mt-1 flex justify-between text-xs text-slate-500"
        >
          <span>{M.notesHint}</span>
          <span>{M.notesCount(notes.length, FEEDBACK_NOTES_MAX)}</span>
        </p>
        <div className="mt-3 flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? M.saving : M.saveNotes}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The details dialog of one feedback item; closed when there is no item. */
export function FeedbackDetailsDialog({
  item,
  onClose,
  ...props
}: Omit<DetailsProps, 'item'> & { item: AdminFeedbackResponse | null; onClose: () => void }) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={M.detailsTitle}
      className="max-w-2xl"
    >
      {/* Keyed by item: the notes being typed start from the item's own. */}
      {item && <Details key={item.id} item={item} {...props} />}
    </Dialog>
  );
}
