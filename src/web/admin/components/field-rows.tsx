import { Plus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { FieldError } from '../../components/form/field';
import { Button } from '../../components/ui/button';

/**
 * Removes a row of a field array; the focus then goes to the row that took its place, else the
 * one before, else the Add button (keyboard users keep their place). A row's first control has
 * the id `${id}-${index}-${first}`.
 */
export function useRemoveRow(
  id: string,
  first: string,
  rows: readonly unknown[],
  remove: (index: number) => void,
) {
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    const index = Math.min(focusRow.current, rows.length - 1);
    document.getElementById(index >= 0 ? `${id}-${index}-${first}` : `${id}-add`)?.focus();
    focusRow.current = null;
  }, [rows, id, first]);
  return (index: number) => {
    focusRow.current = index;
    remove(index);
  };
}

/** The rows of a field array (steps, resources) under a legend, with a button to add one. */
export function FieldRows({
  id,
  legend,
  empty,
  count,
  listClassName,
  addLabel,
  onAdd,
  error,
  children,
}: {
  id: string;
  legend: string;
  /** Said when there are no rows. */
  empty: string;
  count: number;
  listClassName: string;
  addLabel: string;
  onAdd: () => void;
  /** The list's own error. */
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">{legend}</legend>
      {count === 0 && <p className="mb-2 text-sm text-slate-500">{empty}</p>}
      <ol className={listClassName}>{children}</ol>
      <AddRowButton id={`${id}-add`} onClick={onAdd}>
        {addLabel}
      </AddRowButton>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}

/** The button under a list of rows that adds one. */
export function AddRowButton({
  id,
  onClick,
  children,
}: {
  id?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button id={id} variant="ghost" size="sm" className="mt-2" onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden="true" /> {children}
    </Button>
  );
}
