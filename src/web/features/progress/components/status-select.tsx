import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { ITEM_STATUS_LABELS, TUTORIAL_STATUS_LABELS } from '@shared/labels';
import {
  DEFAULT_ITEM_STATUS,
  DEFAULT_TUTORIAL_STATUS,
  type ItemStatus,
  type StatusItemType,
  type TutorialStatus,
} from '@shared/statuses';
import { useSetStatus, useStatuses, type StatusChange } from '../api/statuses';
import { MEMBER_ITEM_MESSAGES as M } from '../../../components/messages';
import { Button } from '../../../components/ui/button';
import { Label, Select } from '../../../components/ui/input';

type StatusTarget = 'tutorial' | StatusItemType;

/**
 * docs/product.md#progress-and-streak: a tutorial's status (Belum Mula, Sedang Tonton, Selesai) or a tool's or workflow's
 * (Belum Cuba, Sudah Cuba), changed freely; each change is saved at once.
 */
export function StatusSelect({ itemType, itemId }: { itemType: StatusTarget; itemId: string }) {
  const id = useId();
  const statuses = useStatuses();
  const save = useSetStatus();
  const labels: Record<string, string> =
    itemType === 'tutorial' ? TUTORIAL_STATUS_LABELS : ITEM_STATUS_LABELS;
  const saved: TutorialStatus | ItemStatus =
    itemType === 'tutorial'
      ? (statuses.data?.tutorials.find((t) => t.tutorialId === itemId)?.status ??
        DEFAULT_TUTORIAL_STATUS)
      : (statuses.data?.items.find((i) => i.itemType === itemType && i.itemId === itemId)?.status ??
        DEFAULT_ITEM_STATUS);
  // While a change is on its way (until the statuses are read again) the select shows it.
  const [choice, setChoice] = useState<string | null>(null);
  const value = choice ?? saved;
  // Issue 19: what the last change saved, said beside the select (and to a screen reader).
  const [said, setSaid] = useState('');
  // The one-press button goes once the tutorial is done: the focus it had moves to the select.
  const select = useRef<HTMLSelectElement>(null);

  const onChange = (status: string, done?: string) => {
    setChoice(status);
    setSaid('');
    save.mutate({ itemType, itemId, status } as StatusChange, {
      onSuccess: () => {
        setSaid(M.statusSaved(labels[status] ?? status));
        if (done) {
          toast.success(done);
          select.current?.focus();
        }
      },
      onError: () => toast.error(M.statusFailed),
      onSettled: () => setChoice(null),
    });
  };
  const canMarkDone = itemType === 'tutorial' && value !== 'completed';

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-40">
        <Label htmlFor={id}>{M.statusLabel}</Label>
        <Select
          ref={select}
          id={id}
          value={value}
          disabled={statuses.isPending}
          aria-busy={save.isPending}
          onChange={(event) => onChange(event.target.value)}
        >
          {Object.entries(labels).map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      {canMarkDone && (
        <Button
          variant="outline"
          disabled={statuses.isPending || save.isPending}
          onClick={() => onChange('completed', M.markedDone)}
        >
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {M.markDone}
        </Button>
      )}
      <p role="status" className="pb-2 text-sm text-emerald-800">
        {said}
      </p>
    </div>
  );
}
