import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FieldError } from '../../components/form/field';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { TEXT_LIST_MESSAGES as M } from './messages';
import { AddRowButton } from './field-rows';

interface TextListFieldProps {
  id: string;
  /** The list's name, e.g. 'Key Features'. */
  label: string;
  /** One row's name, numbered: 'Key feature' → 'Key feature 1'. */
  itemLabel: string;
  addLabel: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Rows that cannot be removed (docs/product.md#admin-panel: the last usage-tip row stays). */
  minRows?: number;
  error?: string | undefined;
  maxLength?: number;
}

/**
 * A list typed row by row (key features, alternatives, steps, tips), with a button to add a row
 * and one to remove each. Blank rows are kept while typing; the shared schema (`textList`)
 * drops them when the form is sent.
 */
export function TextListField({
  id,
  label,
  itemLabel,
  addLabel,
  value,
  onChange,
  minRows = 1,
  error,
  maxLength = 500,
}: TextListFieldProps) {
  const rows =
    value.length >= minRows ? [...value] : [...value, ...Array(minRows - value.length).fill('')];
  const list = useRef<HTMLDivElement>(null);
  // Where the focus goes after a row is added or removed (keyboard users keep their place).
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    const inputs = list.current?.querySelectorAll('input');
    inputs?.[Math.min(focusRow.current, inputs.length - 1)]?.focus();
    focusRow.current = null;
  });

  const setRow = (index: number, text: string) =>
    onChange(rows.map((row, i) => (i === index ? text : row)));
  const addRow = () => {
    focusRow.current = rows.length;
    onChange([...rows, '']);
  };
  const removeRow = (index: number) => {
    focusRow.current = Math.max(0, index - 1);
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <div ref={list} className="space-y-2">
        {rows.map((row, index) => (
          <div key={index} className="flex gap-2">
            <Input
              id={`${id}-${index}`}
              aria-label={M.row(itemLabel, index + 1)}
              value={row}
              maxLength={maxLength}
              onChange={(e) => setRow(index, e.target.value)}
            />
            <Button
              variant="outline"
              className="shrink-0 px-3"
              aria-label={M.remove(itemLabel, index + 1)}
              disabled={rows.length <= minRows}
              onClick={() => removeRow(index)}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
      </div>
      <AddRowButton onClick={addRow}>{addLabel}</AddRowButton>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}

/** The first message of a list field's errors: the list's own, else its first row's. */
export function listError(
  error: { message?: string } | readonly ({ message?: string } | undefined)[] | undefined,
): string | undefined {
  if (!error) return undefined;
  if ('message' in error && error.message) return error.message;
  return Array.isArray(error) ? error.find((e) => e?.message)?.message : undefined;
}
