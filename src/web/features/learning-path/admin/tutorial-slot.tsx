import { useState } from 'react';
import type { RelatedItem } from '@shared/api';
import { SearchBox } from '../../../components/list/search-box';
import { Label, Select } from '../../../components/ui/input';
import { useTutorialOptions } from './api/get-tutorial-options';
import { LEARNING_PATH_ADMIN_MESSAGES as M } from './messages';

interface TutorialSlotProps {
  position: number;
  value: RelatedItem | null;
  /** The tutorials chosen in the other slots: not offered here (docs/product.md#learning-path). */
  taken: ReadonlySet<string>;
  onChange: (tutorial: RelatedItem | null) => void;
  disabled: boolean;
}

const label = (t: RelatedItem) => (t.category ? `${t.title} (${t.category})` : t.title);

/**
 * One slot of the learning path: a search that narrows the tutorials on the server, and a
 * choice of 'Tiada' or one of the matching tutorials by title.
 */
export function TutorialSlot({ position, value, taken, onChange, disabled }: TutorialSlotProps) {
  const [q, setQ] = useState('');
  const options = useTutorialOptions(q);
  const found = options.data?.items ?? [];
  const matches = found
    .map(({ id, title, category, difficulty }) => ({ id, title, category, difficulty }))
    .filter((t) => !taken.has(t.id) && t.id !== value?.id);
  const offered = value ? [value, ...matches] : matches;
  const total = options.data?.total ?? 0;
  const selectId = `learning-path-slot-${position}`;

  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-surface p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">{M.slot(position)}</h3>
      <SearchBox
        id={`learning-path-search-${position}`}
        label={M.search(position)}
        placeholder={M.searchPlaceholder}
        value={q}
        onSearch={(next) => setQ(next)}
      />
      <div>
        <Label htmlFor={selectId}>{M.select(position)}</Label>
        <Select
          id={selectId}
          value={value?.id ?? ''}
          disabled={disabled}
          aria-describedby={`${selectId}-hint`}
          onChange={(e) => onChange(offered.find((t) => t.id === e.target.value) ?? null)}
        >
          <option value="">{M.none}</option>
          {offered.map((t) => (
            <option key={t.id} value={t.id}>
              {label(t)}
            </option>
          ))}
        </Select>
        <p id={`${selectId}-hint`} className="mt-1 text-xs text-slate-500">
          {q && found.length === 0 && !options.isFetching
            ? M.noMatch
            : total > found.length
              ? M.moreThanShown(found.length, total)
              : ''}
        </p>
      </div>
    </li>
  );
}
