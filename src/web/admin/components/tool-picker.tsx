import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FieldError } from '../../components/form/field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { usePromptOptions } from '../api/get-prompt-options';
import { useToolOptions } from '../api/get-tool-options';
import { PROMPT_PICKER_MESSAGES, TOOL_PICKER_MESSAGES } from './messages';
import { SuggestedTools, ToolChips, ToolOptions } from './tool-picker-parts';

interface ToolPickerProps {
  id: string;
  /** The list's visible name, e.g. 'Tools'. */
  label: string;
  /** Its full name where several pickers share a form, e.g. 'Step 1 tools' (default `label`). */
  name?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Names offered as one-press toggles (prompts: docs/product.md#admin-panel suggested tools). */
  suggestions?: readonly string[];
  error?: string | undefined;
  maxLength?: number;
  /** What it picks: tool names (the default), or prompts of the library by title (issue 19). */
  kind?: PickerKind;
}

export type PickerKind = 'tool' | 'prompt';

/** Each kind's names matching `q`, and its wording. */
const KINDS = {
  tool: {
    useNames: (q: string, open: boolean) =>
      useToolOptions(q, open).data?.items.map((tool) => tool.name),
    messages: TOOL_PICKER_MESSAGES,
  },
  prompt: {
    useNames: (q: string, open: boolean) =>
      usePromptOptions(q, open).data?.items.map((prompt) => prompt.title),
    messages: PROMPT_PICKER_MESSAGES,
  },
} satisfies Record<PickerKind, unknown>;

const SEARCH_DELAY_MS = 200;
const OPTIONS_SHOWN = 8;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const { InputClick, InputKeyDownArrowDown, InputKeyDownArrowUp } = useCombobox.stateChangeTypes;

/** Keys that stay the text box's: they move the caret, not the highlight. */
const CARET_KEYS = new Set(['Home', 'End', 'PageUp', 'PageDown']);

/** Tells Downshift to leave an event alone. */
const leaveToPage = (event: { nativeEvent: object }) =>
  Object.assign(event.nativeEvent, { preventDownshiftDefault: true });

/** Downshift's moves as the picker has them: the highlight stops at either end, not wrapping. */
function stateReducer(
  state: UseComboboxState<string>,
  { type, changes, props }: UseComboboxStateChangeOptions<string>,
): Partial<UseComboboxState<string>> {
  switch (type) {
    case InputKeyDownArrowDown:
      return {
        isOpen: true,
        highlightedIndex: Math.min(state.highlightedIndex + 1, props.items.length - 1),
      };
    // Up from the first tool is back to the typed name; it does not open the list.
    case InputKeyDownArrowUp:
      return { highlightedIndex: Math.max(state.highlightedIndex - 1, -1) };
    // A click opens the list, never closes it.
    case InputClick:
      return { isOpen: true };
    default:
      return changes;
  }
}

/**
 * Tool names for a step or a prompt (docs/product.md#admin-panel "Tool picker"): a combobox offering the tools of
 * the list by name as one types, where Enter adds the highlighted tool or else the typed name
 * (a custom one: not blank, not already chosen). Enter never submits the form. The chosen names
 * show as chips, each with a button to remove it.
 */
export function ToolPicker({
  id,
  label,
  name,
  value,
  onChange,
  suggestions,
  error,
  maxLength = 100,
  kind = 'tool',
}: ToolPickerProps) {
  const list = name ?? label;
  const { useNames, messages: M } = KINDS[kind];
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The text box, found by its id: Downshift holds its ref.
  const input = () => document.getElementById(`${id}-input`);
  const chips = useRef<HTMLUListElement>(null);
  // After a chip is removed the focus goes to the next chip, else back to the text box.
  const focusChip = useRef<number | null>(null);
  useEffect(() => {
    if (focusChip.current === null) return;
    const buttons = chips.current?.querySelectorAll('button');
    const target = buttons?.[Math.min(focusChip.current, buttons.length - 1)] ?? input();
    target?.focus();
    focusChip.current = null;
  });
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const chosen = (tool: string) => value.some((v) => same(v, tool));
  const options = (useNames(q, open) ?? []).filter((tool) => !chosen(tool)).slice(0, OPTIONS_SHOWN);
  const shown = open && options.length > 0;
  const current = shown && active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const add = (raw: string, fromTextBox = true) => {
    const tool = raw.trim();
    if (!tool) return setProblem(M.blank);
    if (chosen(tool)) return setProblem(M.duplicate(tool));
    onChange([...value, tool]);
    setProblem(null);
    setAnnouncement(M.added(tool));
    if (fromTextBox) {
      // The list closes so it does not cover the form; typing or ArrowDown opens it again.
      setText('');
      close();
    }
  };
  const remove = (index: number, refocus = true) => {
    const tool = value[index];
    if (tool === undefined) return;
    if (refocus) focusChip.current = index;
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(M.removed(tool));
  };

  const { getInputProps, getMenuProps, getItemProps } = useCombobox({
    items: options,
    inputId: `${id}-input`,
    menuId: `${id}-listbox`,
    getItemId: (index) => `${id}-option-${index}`,
    inputValue: text,
    // A pick adds a chip; the text box keeps no value.
    selectedItem: null,
    isOpen: shown,
    highlightedIndex: current,
    onIsOpenChange: ({ isOpen }) => setOpen(isOpen),
    onHighlightedIndexChange: ({ highlightedIndex }) => setActive(highlightedIndex),
    onSelectedItemChange: ({ selectedItem }) => selectedItem && add(selectedItem),
    stateReducer,
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault(); // docs/product.md#admin-panel: Enter adds the name; it does not submit the form.
      // Downshift adds the highlighted tool; with none, the typed name is added.
      if (current < 0) {
        leaveToPage(e);
        add(text);
      }
    } else if (e.key === 'Escape') {
      // Escape closes the list and no more (not the form around it); closed, it is the page's.
      if (shown) e.stopPropagation();
      else leaveToPage(e);
    } else if (CARET_KEYS.has(e.key)) leaveToPage(e);
  };

  const message = problem ?? error;
  const messageId = `${id}-error`;
  return (
    <fieldset aria-label={name} aria-describedby={message ? messageId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <ToolChips ref={chips} list={list} value={value} onRemove={remove} />
      <div className="relative flex gap-2">
        <Input
          {...getInputProps({
            'aria-label': M.input(list),
            'aria-invalid': Boolean(message),
            placeholder: M.placeholder,
            maxLength,
            onChange: (e) => {
              // Typing is the picker's own (Downshift leaves it alone).
              leaveToPage(e);
              const typed = e.currentTarget.value;
              setText(typed);
              // Emptied, the list closes rather than cover the form with every tool.
              setOpen(typed.trim() !== '');
              setActive(-1);
              setProblem(null);
            },
            onKeyDown,
            onBlur: (e) => {
              // It closes at once and picks nothing.
              leaveToPage(e);
              close();
            },
          })}
        />
        <Button
          variant="outline"
          className="shrink-0 px-3"
          aria-label={M.addTo(list)}
          onClick={() => {
            add(text);
            input()?.focus();
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{M.add}</span>
        </Button>
        <ToolOptions
          menu={getMenuProps({ 'aria-label': M.matches, onMouseLeave: leaveToPage })}
          options={shown ? options : []}
          // Only the arrow keys move the highlight; the pointer has its hover style.
          optionProps={(index) => getItemProps({ index, onMouseMove: leaveToPage })}
        />
      </div>
      {suggestions && (
        <SuggestedTools
          suggestions={suggestions}
          chosen={chosen}
          onToggle={(tool, on) =>
            on
              ? remove(
                  value.findIndex((v) => same(v, tool)),
                  false,
                )
              : add(tool, false)
          }
        />
      )}
      {message && <FieldError id={messageId}>{message}</FieldError>}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
