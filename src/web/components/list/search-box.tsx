import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { SEARCH_MAX } from '@shared/limits';
import { rememberSearch } from '../../lib/recent-searches';
import { useSession } from '../../lib/session';
import { PAGE_SEARCH_ATTRIBUTE } from '../../lib/shortcuts';
import { Input, Label } from '../ui/input';
import type SuggestingInput from './suggesting-input';

const SEARCH_DELAY_MS = 250;

interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  /** The search in the address. */
  value: string;
  /**
   * Called a moment after typing stops, with the trimmed text and the search it replaces (the
   * address's search as the box last saw it), so a list can drop it if the address moved on since.
   */
  onSearch: (q: string, replaces: string) => void;
  /** Offers recent searches and popular names under the box (the member list pages, docs/product.md#lists-and-search). */
  suggestions?: boolean;
  /**
   * The list's category filter: a picked popular category sets it (searching the words would
   * miss, as most lists do not search their category). Without it no category is offered.
   */
  category?: { names: readonly string[]; choose: (name: string) => void };
}

/** The suggestion box's code, once loaded: a page opened later shows it from the start. */
let suggestingInput: typeof SuggestingInput | undefined;

/** Loads the search box's suggestions (on the box's first focus; tests load it first). */
export const loadSearchSuggestions = () =>
  import('./suggesting-input').then((module) => (suggestingInput = module.default));

/** A list's search box: typing searches after a short pause; the address stays the truth. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onSearch,
  suggestions = false,
  category,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [Suggesting, setSuggesting] = useState(() => suggestingInput);
  // Whether the plain box has the focus, for the suggesting one that replaces it.
  const [focused, setFocused] = useState(false);
  // The plain box that had the focus when the suggesting one took its place.
  const [handedFrom, setHandedFrom] = useState<HTMLInputElement | null>(null);
  const member = useSession().user?.id ?? null;

  // The searches this box sent that the address does not show yet. The router moves the address
  // only once the list has loaded, and the person may type on meanwhile: when one of these
  // arrives it is the box's own, and neither the text typed since nor its search is touched.
  const [sent, setSent] = useState<readonly string[]>([]);
  // When the address changes from outside (back button, a nav link, "clear filters"), the box
  // follows it and a search still waiting to be sent is dropped.
  const [lastValue, setLastValue] = useState(value);
  const [outsideChanges, setOutsideChanges] = useState(0);
  if (value !== lastValue) {
    setLastValue(value);
    const own = sent.indexOf(value);
    if (own >= 0) setSent(sent.slice(own + 1));
    else {
      setSent([]);
      if (value !== text.trim()) setText(value);
      setOutsideChanges((n) => n + 1);
    }
  }
  useEffect(() => () => clearTimeout(pending.current), [outsideChanges]);
  // The address as the box last saw it: what a search sent now replaces.
  const seen = useRef(value);
  useEffect(() => {
    seen.current = value;
  }, [value]);

  const send = (q: string) => {
    // The search already on its way (Enter pressed again while its list loads on a slow
    // phone): sent again, it would start its list afresh, and the address would move later.
    if (q === sent.at(-1)) return;
    // The same search again leaves the address as it is: nothing to wait for.
    if (q !== seen.current) setSent((earlier) => [...earlier, q]);
    onSearch(q, seen.current);
  };

  /** Searches now: Enter, or a chosen suggestion. */
  const commit = (q: string) => {
    clearTimeout(pending.current);
    send(q);
  };

  const onType = (next: string) => {
    setText(next);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => send(next.trim()), SEARCH_DELAY_MS);
  };

  const input = {
    id,
    type: 'search',
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onType(e.target.value),
    placeholder,
    className: 'pl-10',
    maxLength: SEARCH_MAX,
    [PAGE_SEARCH_ATTRIBUTE]: '',
  };

  // Until the suggestions' code has arrived, the plain box searches and remembers as the
  // suggesting one does: Enter searches now, and a search made counts among the recent ones.
  // What the box holds is read from it: words typed while the page was being hydrated are in
  // the box before they are in its state (issue 34).
  const rememberTyped = (words: string) => {
    if (suggestions && words.trim()) rememberSearch(member, words);
  };
  const onPlainKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const words = event.currentTarget.value;
    rememberTyped(words);
    commit(words.trim());
  };

  // The suggestions' code (a combobox library) is not in the page's first load: it is fetched
  // once the page has rendered, so it has usually arrived before anyone types, and at the latest
  // when the box first takes the focus.
  const loadSuggestions = () =>
    void loadSearchSuggestions().then((loaded) => {
      // A box that took the focus before the page answered (issue 34) hands it over too, with
      // what is selected in it when the other takes its place (read then: typing goes on).
      const box = document.activeElement;
      if (box instanceof HTMLInputElement && box.id === id) {
        setHandedFrom(box);
        setFocused(true);
      }
      setSuggesting(() => loaded);
    });
  useEffect(() => {
    if (suggestions && !Suggesting) loadSuggestions();
    // Once, after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onFirstFocus = () => {
    setFocused(true);
    loadSuggestions();
  };

  return (
    <div className="relative flex-1">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      {suggestions && Suggesting ? (
        <Suggesting
          input={input}
          categories={category?.names ?? []}
          onPick={({ kind, value }) => {
            if (kind === 'category' && category) return category.choose(value);
            setText(value);
            commit(value);
          }}
          onEnter={() => commit(text.trim())}
          takeFocus={focused}
          handedFrom={handedFrom}
        />
      ) : (
        <Input
          {...input}
          onFocus={suggestions ? onFirstFocus : undefined}
          onKeyDown={onPlainKeyDown}
          onBlur={(event) => {
            setFocused(false);
            rememberTyped(event.currentTarget.value);
          }}
        />
      )}
    </div>
  );
}
