import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { readRecentSearches, rememberSearch } from '../../lib/recent-searches';
import { suggestionGroups, type SuggestionKind } from '../../lib/search-suggestions';
import { useSession } from '../../lib/session';
import { SUGGESTION_MESSAGES } from './search-suggestions';

/** docs/product.md#search-suggestions: the list closes 150 ms after the box loses focus, so a click on it still lands. */
export const CLOSE_AFTER_BLUR_MS = 150;

export interface SuggestionOption {
  kind: SuggestionKind;
  value: string;
}

interface SuggestionsConfig {
  /** The search box's id; the list's and options' ids derive from it. */
  id: string;
  text: string;
  /** The categories a picked popular category can filter the list by (docs/product.md#search-suggestions). */
  categories: readonly string[];
  onPick: (option: SuggestionOption) => void;
  /** Enter pressed with no suggestion chosen. */
  onEnter: () => void;
}

/** Keys that stay the text box's: they move the caret, not the highlight. */
const CARET_KEYS = new Set(['Home', 'End', 'PageUp', 'PageDown']);

/** Tells Downshift to leave an event alone. */
const leaveToPage = (event: { nativeEvent: object }) =>
  Object.assign(event.nativeEvent, { preventDownshiftDefault: true });

/** Closing on blur is the box's own, 150 ms later (a click outside the list blurs the box too). */
const stateReducer = (
  state: UseComboboxState<SuggestionOption>,
  { type, changes }: UseComboboxStateChangeOptions<SuggestionOption>,
) => (type === useCombobox.stateChangeTypes.InputBlur ? state : changes);

/**
 * The suggestion list of a search box as an ARIA combobox (WAI-ARIA APG "list autocomplete"),
 * kept by Downshift's useCombobox: the box's text and typing stay the search box's.
 */
export function useSearchSuggestions({ id, text, categories, onPick, onEnter }: SuggestionsConfig) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Recent searches are the signed-in member's own; a visitor has none (lib/recent-searches).
  const member = useSession().user?.id ?? null;
  const [recent, setRecent] = useState<string[]>([]);
  // Between losing the focus and closing the list.
  const [leaving, setLeaving] = useState(false);

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

  const show = () => {
    setLeaving(false);
    setRecent(readRecentSearches(member));
    setOpen(true);
  };
  const close = () => {
    setLeaving(false);
    setOpen(false);
    setActive(-1);
  };
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => {
      setLeaving(false);
      setOpen(false);
      setActive(-1);
    }, CLOSE_AFTER_BLUR_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const { getInputProps, getMenuProps, getItemProps } = useCombobox({
    items: options,
    itemToString: (option) => option?.value ?? '',
    inputId: id,
    menuId: `${id}-suggestions`,
    getItemId: (index) => `${id}-option-${index}`,
    inputValue: text,
    // A pick is an action, not a value the box keeps.
    selectedItem: null,
    isOpen: expanded,
    highlightedIndex: expanded ? active : -1,
    // Opening with an arrow key highlights nothing yet.
    defaultHighlightedIndex: -1,
    onIsOpenChange: ({ isOpen }) => (isOpen ? show() : close()),
    onHighlightedIndexChange: ({ highlightedIndex }) => setActive(highlightedIndex),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      close();
      onPick(selectedItem);
    },
    stateReducer,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || CARET_KEYS.has(event.key)) leaveToPage(event);
    // With the list closed, Escape is the browser's (it may clear the box).
    else if (event.key === 'Escape' && !expanded) leaveToPage(event);
    else if (event.key === 'Enter' && !(expanded && active >= 0)) {
      leaveToPage(event);
      close();
      onEnter();
    }
  };

  // The search box keeps its own change handler (and the label it has): typing reaches
  // Downshift through `text`.
  const inputProps = getInputProps(
    // A click in the box, open already since it took the focus, changes nothing.
    { 'aria-labelledby': undefined, onFocus: show, onClick: leaveToPage, onKeyDown },
    // The box is a plain one when the list has no suggestions to offer (search-box.tsx).
    { suppressRefError: true },
  );
  delete inputProps.onChange;

  return {
    inputProps: {
      ...inputProps,
      // Called by the search box, with no event: Downshift's own blur handling is not used.
      onBlur: () => {
        // Nothing shown, nothing to click: it closes at once, so a search the box keeps on the
        // way out cannot open it again.
        if (expanded) setLeaving(true);
        else close();
      },
    },
    /** Opens the list (typing reopens it after Escape). */
    show,
    /** Keeps a committed search among the recent ones. */
    remember: (q: string) => setRecent(rememberSearch(member, q)),
    list: {
      menu: getMenuProps(
        { 'aria-label': SUGGESTION_MESSAGES.list, onMouseLeave: leaveToPage },
        { suppressRefError: true },
      ),
      /** What is offered; none while the list is closed. */
      options: expanded ? options : [],
      // Only the arrow keys move the highlight; the pointer has its hover style.
      optionProps: (index: number) => getItemProps({ index, onMouseMove: leaveToPage }),
    },
  };
}
