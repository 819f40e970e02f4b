import { Plus } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FieldError } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useToolOptions } from '../api/get-tool-options';
import { TOOL_PICKER_MESSAGES as M } from '../messages';
import { SuggestedTools, ToolChips, ToolOptions } from './tool-picker-parts';

interface ToolPickerProps {
  id: string;
  /** The list's visible name, e.g. 'Tools'. */
  label: string;
  /** Its full name where several pickers share a form, e.g. 'Step 1 tools' (default `label`). */
  name?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Names offered as one-press toggles (prompts: SPEC §9 suggested tools). */
  suggestions?: readonly string[];
  error?: string | undefined;
  maxLength?: number;
}

const SEARCH_DELAY_MS = 200;
const OPTIONS_SHOWN = 8;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Tool names for a step or a prompt (SPEC §5 "Tool picker"): a combobox offering the tools of
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
}: ToolPickerProps) {
  const list = name ?? label;
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const chips = useRef<HTMLUListElement>(null);
  // After a chip is removed the focus goes to the next chip, else back to the text box.
  const focusChip = useRef<number | null>(null);
  useEffect(() => {
    if (focusChip.current === null) return;
    const buttons = chips.current?.querySelectorAll('button');
    const target = buttons?.[Math.min(focusChip.current, buttons.length - 1)] ?? input.current;
    target?.focus();
    focusChip.current = null;
  });
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const chosen = (tool: string) => value.some((v) => same(v, tool));
  const { data } = useToolOptions(q, open);
  const options = (data?.items ?? [])
    .map((tool) => tool.name)
    .filter((tool) => !chosen(tool))
    .slice(0, OPTIONS_SHOWN);
  const shown = open && options.length > 0;
  const current = shown && active < options.length ? active : -1;

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
      setOpen(false);
      setActive(-1);
    }
  };
  const remove = (index: number, refocus = true) => {
    const tool = value[index];
    if (tool === undefined) return;
    if (refocus) focusChip.current = index;
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(M.removed(tool));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (e.key === 'Enter') {
      e.preventDefault(); // SPEC §5: Enter adds the name; it does not submit the form.
      const picked = current >= 0 ? options[current] : undefined;
      add(picked ?? text);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const message = problem ?? error;
  const listboxId = `${id}-listbox`;
  const messageId = `${id}-error`;
  return (
    <fieldset aria-label={name} aria-describedby={message ? messageId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <ToolChips ref={chips} list={list} value={value} onRemove={remove} />
      <div className="relative flex gap-2">
        <Input
          ref={input}
          id={`${id}-input`}
          role="combobox"
          aria-label={M.input(list)}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listboxId}
          aria-activedescendant={current >= 0 ? `${id}-option-${current}` : undefined}
          aria-invalid={Boolean(message)}
          autoComplete="off"
          placeholder={M.placeholder}
          maxLength={maxLength}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            // Emptied, the list closes rather than cover the form with every tool.
            setOpen(e.target.value.trim() !== '');
            setActive(-1);
            setProblem(null);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        <Button
          variant="outline"
          className="shrink-0 px-3"
          aria-label={M.addTo(list)}
          onClick={() => {
            add(text);
            input.current?.focus();
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{M.add}</span>
        </Button>
        <ToolOptions
          id={id}
          options={options}
          shown={shown}
          current={current}
          onPick={(tool) => add(tool)}
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
