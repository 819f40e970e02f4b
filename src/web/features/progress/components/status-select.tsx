import { useId, useState } from 'react';
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

  const onChange = (status: string) => {
    setChoice(status);
    save.mutate({ itemType, itemId, status } as StatusChange, {
      onError: () => toast.error(M.statusFailed),
      onSettled: () => setChoice(null),
    });
  };

  return (
    <div className="min-w-40">
      <Label htmlFor={id}>{M.statusLabel}</Label>
      <Select
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
  );
}
