import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';

/** SPEC §8: a failed rule shows as a 'Validation Error' toast with that rule's message. */
export function toastFirstError<T extends FieldValues>(errors: FieldErrors<T>) {
  const first = Object.values(errors)[0]?.message;
  if (first) toast.error('Validation Error', { description: String(first) });
}
