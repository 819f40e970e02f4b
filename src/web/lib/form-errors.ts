import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from './api-client';

/** SPEC §8: a failed rule shows as a 'Validation Error' toast with that rule's message. */
export function toastFirstError<T extends FieldValues>(errors: FieldErrors<T>) {
  const first = Object.values(errors)[0]?.message;
  if (first) toastValidationError(String(first));
}

export const toastValidationError = (message: string) =>
  toast.error('Validation Error', { description: message });

/** Puts the server's per-field messages (a 400 or 409 with `fields`) under those fields. */
export function setServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
) {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, message] of Object.entries(error.fields)) {
    form.setError(field as Path<T>, { message });
  }
}
