import { History, Sparkles, Tag } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { SuggestionKind } from '../../lib/search-suggestions';
import type { SuggestionOption } from './use-search-suggestions';

export const SUGGESTION_MESSAGES = {
  list: 'Cadangan carian',
  heading: {
    recent: 'Carian terkini',
    tool: 'Alat popular',
    category: 'Kategori popular',
  } satisfies Record<SuggestionKind, string>,
} as const;

const ICONS = { recent: History, tool: Sparkles, category: Tag } as const;

interface SearchSuggestionsProps {
  id: string;
  options: SuggestionOption[];
  active: number;
  optionId: (index: number) => string;
  pick: (option: SuggestionOption) => void;
}

/**
 * The listbox under a search box, its options grouped under headings. The headings describe
 * their options rather than name a group, so a field label such as 'Kategori' stays unique.
 */
export function SearchSuggestions({ id, options, active, optionId, pick }: SearchSuggestionsProps) {
  const kinds = [...new Set(options.map((o) => o.kind))];
  return (
    <div
      id={id}
      role="listbox"
      aria-label={SUGGESTION_MESSAGES.list}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
    >
      {kinds.map((kind) => {
        const Icon = ICONS[kind];
        const headingId = `${id}-${kind}`;
        return (
          <div key={kind} role="presentation">
            <div
              id={headingId}
              role="presentation"
              className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
            >
              {SUGGESTION_MESSAGES.heading[kind]}
            </div>
            {options.map((o, index) =>
              o.kind !== kind ? null : (
                <div
                  key={o.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  aria-describedby={headingId}
                  // Keeps the focus in the box, so the list stays open for the click.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(o)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50',
                    index === active && 'bg-brand-50 text-brand-700 hover:bg-brand-50',
                  )}
                >
                  <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <span className="truncate">{o.value}</span>
                </div>
              ),
            )}
          </div>
        );
      })}
    </div>
  );
}
