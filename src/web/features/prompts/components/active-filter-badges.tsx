import { X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { PROMPTS_MESSAGES as M } from '../messages';

export interface ActiveFilter {
  key: string;
  label: string;
  onRemove: () => void;
}

/** Badges of the filters in use, beside the count (docs/product.md#prompts); each can be removed on its own. */
export function ActiveFilterBadges({ filters }: { filters: readonly ActiveFilter[] }) {
  if (filters.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={M.activeFilters}>
      {filters.map((f) => (
        <li key={f.key}>
          <Badge tone="brand" className="gap-1 pr-1">
            {f.label}
            <button
              type="button"
              onClick={f.onRemove}
              aria-label={M.removeFilter(f.label)}
              // Its target reaches 14 px around the 16 px cross: 44 px, without a larger badge (issue 32).
              className="relative rounded-full p-0.5 after:absolute after:-inset-3.5 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="h-3 w-3" aria-hidden="true" />
            </button>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
