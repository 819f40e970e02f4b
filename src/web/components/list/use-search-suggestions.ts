import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { readRecentSearches, rememberSearch } from '../../lib/recent-searches';
import { suggestionGroups, type SuggestionKind } from '../../lib/search-suggestions';
import { useSession } from '../../lib/session';

/** SPEC §9: the list closes 150 ms after the box loses focus, so a click on it still lands. */
export const CLOSE_AFTER_BLUR_MS = 150;

export interface SuggestionOption {
  kind: SuggestionKind;
  value: string;
}

interface SuggestionsConfig {
  /** The search box's id; the list's and options' ids derive from it. */
  id: string;
  text: string;
  /** The categories a picked popular category can filter the list by (SPEC §2). */
  categories: readonly string[];
  onPick: (option: SuggestionOption) => void;
  /** Enter pressed with no suggestion chosen. */
  onEnter: () => void;
}

/** The suggestion list of a search box as an ARIA combobox (WAI-ARIA APG "list autocomplete"). */
export function useSearchSuggestions({ id, text, categories, onPick, onEnter }: SuggestionsConfig) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Recent searches are the signed-in member's own; a visitor has none (lib/recent-searches).
  const member = useSession().user?.id ?? null;
  const [recent, setRecent] = useState<string[]>([]);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  // Other text means other suggestions: the choice starts over.
  const [lastText, setLastText] = useState(text);
  if (text !== lastText) {
    setLastText(text);
    setActive(-1);
  }

  const options: SuggestionOption[] = suggestionGroups(text, recent, categories).flatMap((g) =>
    g.items.map((value) => ({ kind: g.kind, value })),
  );
  const expanded = open && options.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  const show = () => {
    clearTimeout(closing.current);
    setRecent(readRecentSearches(member));
    setOpen(true);
  };
  const close = () => {
    clearTimeout(closing.current);
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: SuggestionOption) => {
    close();
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) show();
        else if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
        else setActive(active <= 0 ? last : active - 1);
        break;
      case 'Enter': {
        const chosen = expanded ? options[active] : undefined;
        if (chosen) pick(chosen);
        else {
          close();
          onEnter();
        }
        break;
      }
      case 'Escape':
        // Closing the list is all Escape does then; with it closed, the browser may clear the box.
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  return {
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': expanded ? listId : undefined,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      onFocus: show,
      onBlur: () => {
        closing.current = setTimeout(close, CLOSE_AFTER_BLUR_MS);
      },
      onKeyDown,
    },
    /** Opens the list (typing reopens it after Escape). */
    show,
    /** Keeps a committed search among the recent ones. */
    remember: (q: string) => setRecent(rememberSearch(member, q)),
    list: expanded ? { id: listId, options, active, optionId, pick } : null,
  };
}
