import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_MAX } from '@shared/limits';
import { PAGE_SEARCH_ATTRIBUTE } from '../../lib/shortcuts';
import { Input, Label } from '../ui/input';
import { SearchSuggestions } from './search-suggestions';
import { useSearchSuggestions } from './use-search-suggestions';

const SEARCH_DELAY_MS = 250;

interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  /** The search in the address. */
  value: string;
  /**
   * Called a moment after typing stops, with the trimmed text and the search it replaces (the
   * address's search when the typing began), so a list can drop it if the address moved on since.
   */
  onSearch: (q: string, replaces: string) => void;
  /** Offers recent searches and popular names under the box (the member list pages, SPEC §2). */
  suggestions?: boolean;
  /**
   * The list's category filter: a picked popular category sets it (searching the words would
   * miss, as most lists do not search their category). Without it no category is offered.
   */
  category?: { names: readonly string[]; choose: (name: string) => void };
}

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

  // When the address changes from outside (back button, a nav link, "clear filters"), the box
  // follows it and a search still waiting to be sent is dropped.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => () => clearTimeout(pending.current), [value]);

  /** Searches now: Enter, or a chosen suggestion. */
  const commit = (q: string) => {
    clearTimeout(pending.current);
    onSearch(q, value);
    if (q) combobox.remember(q);
  };
  const combobox = useSearchSuggestions({
    id,
    text,
    categories: category?.names ?? [],
    onPick: ({ kind, value }) => {
      if (kind === 'category' && category) return category.choose(value);
      setText(value);
      commit(value);
    },
    onEnter: () => commit(text.trim()),
  });

  const onType = (next: string) => {
    setText(next);
    if (suggestions) combobox.show();
    clearTimeout(pending.current);
    pending.current = setTimeout(() => onSearch(next.trim(), value), SEARCH_DELAY_MS);
  };

  // Leaving the box with words in it counts as a search made, like Enter.
  const suggestionProps = suggestions && {
    ...combobox.inputProps,
    onBlur: () => {
      combobox.inputProps.onBlur();
      if (text.trim()) combobox.remember(text.trim());
    },
  };

  return (
    <div className="relative flex-1">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        className="pointer-events-none absolute left-3 top-2.5 h-5 w-5 text-slate-400"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => onType(e.target.value)}
        placeholder={placeholder}
        className="pl-10"
        maxLength={SEARCH_MAX}
        {...{ [PAGE_SEARCH_ATTRIBUTE]: '' }}
        {...suggestionProps}
      />
      {suggestions && combobox.list && <SearchSuggestions {...combobox.list} />}
    </div>
  );
}
