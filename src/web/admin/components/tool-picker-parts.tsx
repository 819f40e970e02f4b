import type {
  UseComboboxGetItemPropsReturnValue,
  UseComboboxGetMenuPropsReturnValue,
} from 'downshift';
import { X } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { TOOL_PICKER_MESSAGES as M } from './messages';

/** The chosen names as chips, each with a button to remove it. */
export function ToolChips({
  ref,
  list,
  value,
  onRemove,
}: {
  ref: Ref<HTMLUListElement>;
  /** The picker's full name, e.g. 'Step 1 tools'. */
  list: string;
  value: readonly string[];
  onRemove: (index: number) => void;
}) {
  if (value.length === 0) return <p className="mb-2 text-xs text-slate-500">{M.none}</p>;
  return (
    <ul ref={ref} aria-label={M.selected(list)} className="mb-2 flex flex-wrap gap-1.5">
      {value.map((tool, i) => (
        <li
          key={`${i}-${tool}`}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-100 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-700"
        >
          <span className="truncate">{tool}</span>
          <button
            type="button"
            aria-label={M.remove(tool, list)}
            onClick={() => onRemove(i)}
            className="rounded-full p-1 hover:bg-brand-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The tools of the list matching what is typed (none while the list is closed). */
export function ToolOptions({
  menu,
  options,
  optionProps,
}: {
  /** Downshift's listbox props (id, role, label, ref). */
  menu: UseComboboxGetMenuPropsReturnValue;
  options: readonly string[];
  /** Downshift's props of the option at an index: id, role, aria-selected, handlers. */
  optionProps: (index: number) => UseComboboxGetItemPropsReturnValue;
}) {
  return (
    <ul
      {...menu}
      hidden={options.length === 0}
      className="absolute left-0 right-0 top-full z-10 mt-1 max-h-60 overflow-auto rounded-lg border border-slate-200 bg-surface py-1 shadow-lg"
    >
      {options.map((tool, i) => {
        const props = optionProps(i);
        return (
          <li
            key={tool}
            {...props}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-slate-800',
              props['aria-selected'] ? 'bg-brand-100 text-brand-800' : 'hover:bg-slate-100',
            )}
          >
            {tool}
          </li>
        );
      })}
    </ul>
  );
}

/** Suggested names as one-press toggles (prompts: docs/product.md#admin-panel suggested tools). */
export function SuggestedTools({
  suggestions,
  chosen,
  onToggle,
}: {
  suggestions: readonly string[];
  chosen: (tool: string) => boolean;
  onToggle: (tool: string, on: boolean) => void;
}) {
  return (
    <div role="group" aria-label={M.suggested} className="mt-2 flex flex-wrap gap-1.5">
      {suggestions.map((tool) => {
        const on = chosen(tool);
        return (
          <button
            key={tool}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(tool, on)}
            className={cn(
              'rounded-full border px-2.5 py-1 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1',
              on
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-surface text-slate-700 hover:bg-slate-100',
            )}
          >
            {tool}
          </button>
        );
      })}
    </div>
  );
}
