import { useCombobox } from 'downshift';
import { History, Lightbulb, Search, Sparkles } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SEARCH_MAX } from '@shared/limits';
import type { SearchHit, SearchKind } from '@shared/search';
import { SuggestThis, suggestionTypeOf } from '../../../components/nothing-found';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { rateLimitMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { readRecentSearches, rememberSearch } from '../../../lib/recent-searches';
import { PALETTE_BOX_ID, takeTyped } from '../../../lib/search-palette';
import { POPULAR_TOOLS, SUGGESTIONS_SHOWN } from '../../../lib/search-suggestions';
import { useSession } from '../../../lib/session';
import { useSearchEverything } from '../api/search-everything';
import { SEARCH_MESSAGES as M } from '../messages';

/** A pause in typing before the search is sent. */
const TYPING_PAUSE_MS = 150;

/** Where a hit opens, and where "see all" of its kind leads with the words. */
const PLACES: Record<SearchKind, { item: (id: string) => string; list: string }> = {
  tool: { item: paths.tool, list: paths.tools },
  tutorial: { item: paths.tutorial, list: paths.learning },
  workflow: { item: paths.workflow, list: paths.workflows },
  prompt: { item: paths.prompt, list: paths.prompts },
};

type TextGroup = 'recent' | 'popular' | 'didYouMean';
type Option = { type: 'hit'; hit: SearchHit } | { type: 'text'; group: TextGroup; value: string };

const TEXT_GROUPS = (): Record<TextGroup, { heading: string; icon: typeof History }> => ({
  recent: { heading: M.recent, icon: History },
  popular: { heading: M.popular, icon: Sparkles },
  didYouMean: { heading: M.didYouMean, icon: Lightbulb },
});

const optionKey = (o: Option) => (o.type === 'hit' ? `${o.hit.kind}:${o.hit.id}` : o.value);
const groupOf = (o: Option): string => (o.type === 'hit' ? o.hit.kind : o.group);
const headingOf = (group: string) =>
  group in TEXT_GROUPS() ? TEXT_GROUPS()[group as TextGroup].heading : M.kinds[group as SearchKind];

/**
 * docs/product.md#search-everything: one box over tools, tutorials, workflows and prompts,
 * results grouped by kind as one types, arrow keys and Enter to open one; before typing, the
 * recent searches and popular tools; when nothing matched, the nearest names and a way to
 * suggest what is missing.
 */
export default function SearchPalette({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSent(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const member = useSession().user?.id ?? null;
  const [recent] = useState(() => readRecentSearches(member));
  const navigate = useNavigate();
  // Issue 33: a suggestion of what was searched is of the kind the page behind lists.
  const { pathname } = useLocation();
  const search = useSearchEverything(sent);
  const typed = text.trim() !== '';
  const answer = typed && sent.trim() !== '' ? search.data : undefined;
  // The answer to what the box says now, not to what it said a moment ago (kept on screen
  // meanwhile): only that is opened by Enter or said to have found nothing.
  const current = answer !== undefined && !search.isPlaceholderData && sent === text;
  // Enter pressed before that answer came: kept for the text it was pressed on, and done (the
  // first result opened) when its answer arrives; typing on forgets it.
  const [enterFor, setEnterFor] = useState<string | null>(null);

  const options: Option[] = !typed
    ? [
        ...recent
          .slice(0, SUGGESTIONS_SHOWN)
          .map((value) => ({ type: 'text' as const, group: 'recent' as const, value })),
        ...POPULAR_TOOLS.slice(0, SUGGESTIONS_SHOWN).map((value) => ({
          type: 'text' as const,
          group: 'popular' as const,
          value,
        })),
      ]
    : [
        ...(answer?.groups ?? []).flatMap((g) =>
          g.items.map((hit) => ({ type: 'hit' as const, hit })),
        ),
        ...(answer?.didYouMean ?? []).map((value) => ({
          type: 'text' as const,
          group: 'didYouMean' as const,
          value,
        })),
      ];

  const open = (hit: SearchHit) => {
    rememberSearch(member, text.trim());
    onClose();
    void navigate(PLACES[hit.kind].item(hit.id));
  };

  const { getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<Option>({
    items: options,
    itemToString: (o) => (o ? (o.type === 'hit' ? o.hit.title : o.value) : ''),
    inputId: PALETTE_BOX_ID,
    menuId: 'search-everything-results',
    getItemId: (index) => `search-everything-option-${index}`,
    inputValue: text,
    isOpen: true,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    // Leaving the box (Tab to a link, a click outside) picks nothing.
    stateReducer: (state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputBlur ? state : changes,
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      if (selectedItem.type === 'hit') open(selectedItem.hit);
      else setText(selectedItem.value);
    },
  });

  const openFirst = useEffectEvent(() => {
    const first = options[0];
    if (first?.type === 'hit') open(first.hit);
  });
  useEffect(() => {
    if (enterFor === text && current) openFirst();
  }, [enterFor, text, current]);

  const groups = [...new Set(options.map(groupOf))];
  const kinds = answer?.groups.map((g) => g.kind) ?? [];
  const nothing = current && answer.groups.length === 0;
  const q = text.trim();

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={M.title} className="max-w-2xl">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-2.5 h-5 w-5 text-slate-400"
          aria-hidden="true"
        />
        <Input
          {...getInputProps(
            {
              // The text is set here, as it changes: Downshift would tell it only after a render,
              // and keys typed meanwhile were lost.
              onChange: (event) => {
                setText(event.currentTarget.value);
                setEnterFor(null);
              },
              // Issue 34: the words typed while the palette was on its way (lib/search-palette.ts).
              onFocus: () => {
                const early = takeTyped();
                if (early) setText((now) => now + early);
              },
              onKeyDown: (event) => {
                const early = event.key === 'Enter' && typed && !current;
                // Home and End move the caret; Enter waits for the answer to what was typed, asked
                // for at once.
                if (early || event.key === 'Home' || event.key === 'End') {
                  Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
                  if (early) {
                    event.preventDefault();
                    setEnterFor(text);
                    setSent(text);
                  }
                }
              },
              'aria-label': M.label,
              'aria-labelledby': undefined,
              placeholder: M.placeholder,
              maxLength: SEARCH_MAX,
              type: 'search',
              className: 'pl-10',
            },
            // The dialog's portal mounts the box a render after Downshift looks for it.
            { suppressRefError: true },
          )}
        />
      </div>
      <p className="sr-only" role="status">
        {search.isFetching && typed ? M.searching : ''}
      </p>
      {answer?.partial && (
        <p className="mt-3 px-3 text-sm text-slate-600" data-some-words="">
          {M.someWords}
        </p>
      )}
      <div
        {...getMenuProps(
          { 'aria-label': M.results, 'aria-labelledby': undefined },
          { suppressRefError: true },
        )}
        className="mt-3 max-h-[55vh] overflow-y-auto"
      >
        {groups.map((group) => (
          <div key={group} role="presentation">
            <div
              id={`search-everything-${group}`}
              role="presentation"
              className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500"
            >
              {headingOf(group)}
            </div>
            {options.map((option, index) =>
              groupOf(option) !== group ? null : (
                <OptionRow
                  key={optionKey(option)}
                  option={option}
                  active={highlightedIndex === index}
                  props={getItemProps({ item: option, index })}
                  describedBy={`search-everything-${group}`}
                />
              ),
            )}
          </div>
        ))}
      </div>
      {search.isError && typed && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {rateLimitMessage(search.error) ?? M.failed}
        </p>
      )}
      {nothing && (
        <div className="mt-3 space-y-2 text-sm text-slate-600">
          <p>{M.none(q)}</p>
          <SuggestThis q={q} type={suggestionTypeOf(pathname)} onClick={onClose} />
        </div>
      )}
      {kinds.length > 0 && (
        <nav aria-label={M.results} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {kinds.map((kind) => (
            <Link
              key={kind}
              to={`${PLACES[kind].list}?q=${encodeURIComponent(q)}`}
              onClick={onClose}
              className="font-medium text-brand-700 underline"
            >
              {M.seeAll(M.kinds[kind])}
            </Link>
          ))}
        </nav>
      )}
      <p className="mt-3 hidden text-xs text-slate-500 sm:block">{M.hint}</p>
    </Dialog>
  );
}

function OptionRow({
  option,
  active,
  props,
  describedBy,
}: {
  option: Option;
  active: boolean;
  props: ReturnType<ReturnType<typeof useCombobox<Option>>['getItemProps']>;
  describedBy: string;
}) {
  let body: ReactNode;
  if (option.type === 'hit') {
    body = (
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{option.hit.title}</span>
        {option.hit.detail && (
          <span className="block truncate text-xs text-slate-500">{option.hit.detail}</span>
        )}
      </span>
    );
  } else {
    const Icon = TEXT_GROUPS()[option.group].icon;
    body = (
      <>
        <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="truncate">{option.value}</span>
      </>
    );
  }
  return (
    <div
      {...props}
      aria-describedby={describedBy}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700',
        active && 'bg-brand-50 text-brand-700',
      )}
    >
      {body}
    </div>
  );
}
