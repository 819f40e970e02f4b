import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormGetValues,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import type { FormAnswer } from '@shared/form-answer';
import { ApiError } from '../../lib/api-client';

/**
 * A form's state: its values `F` (what the fields hold), checked by `schema` (a shared one where
 * there is one), which gives the values `B` the submit handler receives.
 */
export const useZodForm = <F extends FieldValues, B = F>(
  schema: ZodType<B, FieldValues>,
  options: Omit<UseFormProps<F, unknown, B>, 'resolver'>,
) =>
  useForm<F, unknown, B>({
    ...options,
    resolver: zodResolver(schema) as Resolver<F, unknown, B>,
  });

/**
 * Issue 34: a form the server answered (sent before or without its script, lib/form-answer.tsx)
 * starts from what was typed, with the fields' messages: `useZodForm`'s `defaultValues` and
 * `errors` from `answer`, over the form's own defaults.
 */
export function answeredForm<F extends FieldValues>(answer: FormAnswer | null, defaults: F) {
  const errors = Object.fromEntries(
    Object.entries(answer?.fields ?? {}).map(([name, message]) => [
      name,
      { type: 'server', message },
    ]),
  ) as FieldErrors<F>;
  return {
    defaultValues: { ...defaults, ...answer?.values } as DefaultValues<F>,
    ...(answer?.fields && { errors }),
  };
}

/**
 * A form whose bound fields (bound-fields.tsx) find its state. The browser's own checks are off:
 * the schema's rules speak instead, in the product's words.
 */
export function Form<F extends FieldValues, B>({
  form,
  onSubmit,
  className = 'space-y-4',
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & {
  form: UseFormReturn<F, unknown, B>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => {
          takeWhatFieldsShow(event.currentTarget, form);
          onSubmit(event);
        }}
        noValidate
        className={className}
        {...props}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * Issue 34: what a form sends is what its fields show. A field given something while the page
 * was being hydrated holds it before the form's state does (React hears no typing in that
 * moment, and a press on the form's button may come before what was kept is given again,
 * lib/early-taps.ts): before it checks and sends, the form takes from the page each of its
 * fields that holds words or a tick (one with values of another kind keeps its own).
 */
function takeWhatFieldsShow<F extends FieldValues, B>(
  element: HTMLFormElement,
  form: UseFormReturn<F, unknown, B>,
) {
  for (const field of Array.from(element.elements)) {
    if (
      !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      !(field instanceof HTMLSelectElement)
    ) {
      continue;
    }
    if (!field.name || field.type === 'hidden' || field.type === 'file') continue;
    const name = field.name as Path<F>;
    const held: unknown = form.getValues(name);
    const ticked = field instanceof HTMLInputElement && field.type === 'checkbox';
    // (A box of lines gives them with '\n' alone: text with '\r\n' it holds is the same.)
    const shown = ticked ? field.checked : field.value;
    const same =
      typeof held === 'string' && typeof shown === 'string'
        ? held.replace(/\r\n/g, '\n') === shown
        : held === shown;
    if (field instanceof HTMLInputElement && field.type === 'radio' && !field.checked) continue;
    if (typeof held !== typeof shown || same) continue;
    form.setValue(name, shown as PathValue<F, Path<F>>, { shouldDirty: true });
  }
}

/** A group of a form's fields, disabled while the form is sent (and while `disabled`). */
export function FieldGroup({
  disabled = false,
  className,
  children,
}: {
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState();
  return (
    <fieldset disabled={isSubmitting || disabled} className={className}>
      {children}
    </fieldset>
  );
}

interface FormFields<T extends FieldValues> {
  setError: UseFormSetError<T>;
  getValues: UseFormGetValues<T>;
}

/**
 * Whether the form has a field of this name (e.g. 'email', 'steps.0.task'). A form's values are
 * its fields: its defaults name every field it shows (an empty one is '', null or []), so a
 * missing path reads as undefined.
 */
export const formHasField = <T extends FieldValues>(form: FormFields<T>, name: string) =>
  form.getValues(name as Path<T>) !== undefined;

/**
 * The kit's one way to show a server's refusal on a field: the per-field messages of a 400 or
 * 409 (`fields`) go under those fields of the form, as a rule's would. True when one landed on
 * a field; the caller says a refusal that did not elsewhere (on the form, in a toast).
 */
export function setServerErrors<T extends FieldValues>(form: FormFields<T>, error: unknown) {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!formHasField(form, field)) continue;
    form.setError(field as Path<T>, { message });
    shown = true;
  }
  return shown;
}
