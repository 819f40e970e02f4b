import type { ReactNode } from 'react';
import { Label } from '../ui/input';

// The form kit's one way to show a field: label, control, hint or error, tied together for
// screen readers. Nothing here imports react-hook-form or zod: the light sign-in form on
// /landing uses it too (login-form.tsx). The fields bound to a form are in bound-fields.tsx.

/** Label, control, its count and its error message, tied together for screen readers. */
export function FormField({
  id,
  label,
  labelClassName,
  error,
  hint,
  count,
  children,
}: {
  id: string;
  label: ReactNode;
  labelClassName?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  /** The control's CharCount ('N/500', for this field: `<CharCount field={id} …/>`), read with it. */
  count?: ReactNode;
  /** Draws the control, given the aria props that tie it to its label, count, error and hint. */
  children: (aria: FieldAria) => ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children(fieldAria(id, { error, hint, counted: Boolean(count) }))}
      {count}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** A field's error message, read out as it appears; `id` is what the control's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

/** aria props for a control inside FormField. */
export type FieldAria = ReturnType<typeof fieldAria>;

/** The control's id, whether it is invalid, and what describes it: its count, then its error or hint. */
export function fieldAria(
  id: string,
  {
    error,
    hint,
    counted = false,
  }: { error?: string | undefined; hint?: string | undefined; counted?: boolean },
) {
  const describedBy = [counted && `${id}-count`, error ? `${id}-error` : hint && `${id}-hint`];
  return {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy.filter(Boolean).join(' ') || undefined,
  };
}
