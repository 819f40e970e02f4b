import { Trash2 } from 'lucide-react';
import type { AdminSuggestionResponse, SuggestionDecision } from '@shared/suggestions';
import { httpUrlOrNull } from '@shared/urls';
import { ExternalTextLink } from '../../../components/external-link-button';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DecisionButtons } from '../../../admin/components/decision-buttons';
import { CRUD_MESSAGES } from '../../../admin/components/messages';
import { SUGGESTIONS_ADMIN_UI as M } from './messages';

const STATUS_TONE: Record<AdminSuggestionResponse['status'], BadgeTone> = {
  pending: 'amber',
  approved: 'brand',
  rejected: 'rose',
  completed: 'green',
};

interface SuggestionCardProps {
  item: AdminSuggestionResponse;
  /** A change to this suggestion is on its way (its buttons wait); `completing` ticks the box. */
  busy: boolean;
  completing: boolean;
  onDecide: (status: SuggestionDecision) => void;
  onDelete: () => void;
}

/**
 * One suggestion: type, title, description, reason, website and status. Approve and Reject
 * show on pending ones; the Completed box marks any one completed and, once ticked, stays so
 * (docs/product.md#admin-panel).
 */
export function SuggestionCard({
  item,
  busy,
  completing,
  onDecide,
  onDelete,
}: SuggestionCardProps) {
  const website = httpUrlOrNull(item.website);
  const completed = item.status === 'completed';
  const boxId = `suggestion-completed-${item.id}`;
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{M.types[item.type]}</Badge>
        <Badge tone={STATUS_TONE[item.status]}>{M.statuses[item.status]}</Badge>
      </div>
      <h3 className="break-words text-lg font-semibold text-slate-900">{item.title}</h3>
      <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{item.description}</p>
      <p className="whitespace-pre-wrap break-words text-sm text-slate-600">
        <span className="font-medium text-slate-700">{M.reason}: </span>
        {item.reason}
      </p>
      {website && (
        <ExternalTextLink
          href={website}
          className="self-start break-all text-sm font-normal underline"
        >
          {new URL(website).host}
        </ExternalTextLink>
      )}
      {item.username && <p className="text-xs text-slate-500">{M.from(item.username)}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        {item.status === 'pending' && (
          <DecisionButtons
            approve={{
              text: M.approve,
              label: M.approveItem(item.title),
              onClick: () => onDecide('approved'),
            }}
            reject={{
              text: M.reject,
              label: M.rejectItem(item.title),
              onClick: () => onDecide('rejected'),
            }}
            busy={busy}
          />
        )}
        <label htmlFor={boxId} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <input
            id={boxId}
            type="checkbox"
            className="h-4 w-4 accent-emerald-600"
            aria-label={M.completedItem(item.title)}
            checked={completed || completing}
            disabled={completed || busy}
            onChange={(e) => e.target.checked && onDecide('completed')}
          />
          {M.completed}
        </label>
        <Button
          variant="outline"
          size="sm"
          className="ml-auto text-red-700 hover:bg-red-50"
          aria-label={CRUD_MESSAGES.deleteItem(item.title)}
          onClick={onDelete}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {CRUD_MESSAGES.delete}
        </Button>
      </div>
    </Card>
  );
}
