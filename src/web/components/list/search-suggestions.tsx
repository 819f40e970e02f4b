import { History, Sparkles, Tag } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { SuggestionKind } from '../../lib/search-suggestions';
import type { useSearchSuggestions } from './use-search-suggestions';
import { defineMessages } from '@shared/i18n/define-messages';

export const SUGGESTION_MESSAGES = defineMessages('SUGGESTION_MESSAGES', {
  list: 'Cadangan carian',
  heading: {
    recent: 'Carian terkini',
    tool: 'Alat popular',
    category: 'Kategori popular',
  } satisfies Record<SuggestionKind, string>,
} as const);

const ICONS = { recent: History, tool: Sparkles, category: Tag } as const;

type SearchSuggestionsProps = ReturnType<typeof useSearchSuggestions>['list'];

/**
 * The listbox under a search box, its options grouped under headings (hidden while closed). The
 * headings describe their options rather than name a group, so a field label such as 'Kategori'
 * stays unique.
 */
export function SearchSuggestions({ menu, options, optionProps }: SearchSuggestionsProps) {
  const kinds = [...new Set(options.map((o) => o.kind))];
  return (
    <div
      {...menu}
      hidden={options.length === 0}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-200 bg-surface py-1 shadow-lg"
    >
      {kinds.map((kind) => {
        const Icon = ICONS[kind];
        const headingId = `${menu.id}-${kind}`;
        return (
          <div key={kind} role="presentation">
            <div
              id={headingId}
              role="presentation"
              className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
            >
              {SUGGESTION_MESSAGES.heading[kind]}
            </div>
            {options.map((o, index) => {
              if (o.kind !== kind) return null;
              const props = optionProps(index);
              return (
                <div
                  key={o.value}
                  {...props}
                  aria-describedby={headingId}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50',
                    props['aria-selected'] && 'bg-brand-50 text-brand-700 hover:bg-brand-50',
                  )}
                >
                  <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <span className="truncate">{o.value}</span>
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
