import type { ReactNode } from 'react';
import { Label } from './ui/input';

/** Label, control and its error message, tied together for screen readers. */
export function FormField({
  id,
  label,
  labelClassName,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  error?: string | undefined;
  hint?: string;
  /** The control; given as a function it receives the aria props that tie it to the label's error and hint. */
  children: ReactNode | ((aria: FieldAria) => ReactNode);
}) {
  return (
    <div>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {typeof children === 'function' ? children(fieldAria(id, error, hint)) : children}
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
    <p id={id} role="alert" className="mt-1 text-sm text-red-600">
      {children}
    </p>
  );
}

/** aria props for a control inside FormField. */
export type FieldAria = ReturnType<typeof fieldAria>;
const fieldAria = (id: string, error?: string, hint?: string) => ({
  id,
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});
