import { useLayoutEffect, type ComponentProps } from 'react';
import { Input } from '../ui/input';
import { SearchSuggestions } from './search-suggestions';
import { useSearchSuggestions, type SuggestionOption } from './use-search-suggestions';

interface SuggestingInputProps {
  /** The plain search box's own props (id, value, change handler, look). */
  input: ComponentProps<typeof Input> & { id: string; value: string };
  categories: readonly string[];
  onPick: (option: SuggestionOption) => void;
  /** Enter pressed with no suggestion chosen: search the words now. */
  onEnter: () => void;
  /** The box took the place of a plain one that had the focus: take it over. */
  takeFocus: boolean;
  /**
   * The plain box it replaced, whose selection it takes (read as it takes the box's place, so
   * words typed meanwhile count); without one, or holding other words, the caret goes after the
   * words.
   */
  handedFrom?: HTMLInputElement | null;
}

/**
 * The search box of the member list pages with its suggestion list (docs/product.md#lists-and-search): recent searches,
 * popular tools and categories, as a Downshift combobox. Loaded on the box's first focus
 * (search-box.tsx), so a page's first load carries none of it.
 */
export default function SuggestingInput({
  input,
  categories,
  onPick,
  onEnter,
  takeFocus,
  handedFrom,
}: SuggestingInputProps) {
  const text = input.value;
  const combobox = useSearchSuggestions({
    id: input.id,
    text,
    categories,
    onPick: (option) => {
      if (option.kind !== 'category') combobox.remember(option.value);
      onPick(option);
    },
    onEnter: () => {
      if (text.trim()) combobox.remember(text.trim());
      onEnter();
    },
  });

  useLayoutEffect(() => {
    // Found by id: Downshift holds the input's ref.
    const box = document.getElementById(input.id);
    if (!takeFocus || !(box instanceof HTMLInputElement)) return;
    box.focus();
    const same = handedFrom?.value === box.value;
    box.setSelectionRange(
      same ? (handedFrom.selectionStart ?? text.length) : text.length,
      same ? (handedFrom.selectionEnd ?? text.length) : text.length,
    );
    combobox.show();
    // Only when it first takes the plain box's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <Input
        {...input}
        onChange={(event) => {
          combobox.show();
          input.onChange?.(event);
        }}
        {...combobox.inputProps}
        // Leaving the box with words in it counts as a search made, like Enter.
        onBlur={() => {
          combobox.inputProps.onBlur();
          if (text.trim()) combobox.remember(text.trim());
        }}
      />
      {combobox.list && <SearchSuggestions {...combobox.list} />}
    </>
  );
}
