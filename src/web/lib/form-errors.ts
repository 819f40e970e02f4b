import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from './toast';

/** docs/product.md#errors-and-messages: a failed rule shows as a 'Validation Error' toast with that rule's message. */
export function toastFirstError<T extends FieldValues>(errors: FieldErrors<T>) {
  const first = Object.values(errors)[0]?.message;
  if (first) toastValidationError(String(first));
}

export const toastValidationError = (message: string) =>
  toast.error('Validation Error', { description: message });
