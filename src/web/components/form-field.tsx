import type { ReactNode } from 'react';
import { Label } from './ui/input';

/** Label, control and its error message, tied together for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The control; given as a function it receives the aria props that tie it to the label's error and hint. */
  children: ReactNode | ((aria: ReturnType<typeof fieldAria>) => ReactNode);
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {typeof children === 'function' ? children(fieldAria(id, error, hint)) : children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props for a control inside FormField. */
const fieldAria = (id: string, error?: string, hint?: string) => ({
  id,
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});
