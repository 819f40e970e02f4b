import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { setServerErrors, toastFirstError } from '../../../lib/form-errors';
import { FormActions } from './form-actions';

/** What a tab's add/edit form receives from CrudTab. */
export interface AdminFormProps<T, B> {
  /** The item being edited; none when adding. */
  item?: T | undefined;
  /** Saves; rejects (after CrudTab's toast) when the server refused. */
  onSubmit: (body: B) => Promise<void>;
  onCancel: () => void;
}

/** Whether the open form has a field of this name (e.g. 'name', 'steps.0.task'). */
export type FormHasField = (name: string) => boolean;

/**
 * Where the AdminForm inside a tab tells the tab (CrudTab) which fields it has, and null once it
 * closes: a refusal's reason that lands under one of them need not be repeated in the toast.
 */
export const FormFieldsReport = createContext<((hasField: FormHasField | null) => void) | null>(
  null,
);

/** An admin form's state: its values `F`, checked by `schema`, which gives the body `B` sent. */
export const useAdminForm = <F extends FieldValues, B>(
  schema: ZodType<B, FieldValues>,
  defaultValues: DefaultValues<F>,
) =>
  useForm<F, unknown, B>({
    resolver: zodResolver(schema) as Resolver<F, unknown, B>,
    defaultValues,
  });

/**
 * The submit handler of an admin form: a failed rule shows as SPEC's 'Validation Error' toast,
 * and the server's per-field messages land under their fields.
 */
export function adminSubmit<F extends FieldValues, B>(
  form: UseFormReturn<F, unknown, B>,
  onSubmit: (body: B) => Promise<void>,
) {
  return form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      setServerErrors(form, error);
    }
  }, toastFirstError);
}

/** An admin add/edit form: its fields (in FieldGroups), then Cancel and the submit button. */
export function AdminForm<F extends FieldValues, B>({
  form,
  onSubmit,
  onCancel,
  submit,
  submitting,
  children,
}: {
  form: UseFormReturn<F, unknown, B>;
  onSubmit: (body: B) => Promise<void>;
  onCancel: () => void;
  submit?: string;
  submitting?: string;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState({ control: form.control });
  // The form's values are its fields: each form's defaults name every field it shows, and only
  // those (a missing path reads as undefined; an empty field is '', null or []).
  const report = useContext(FormFieldsReport);
  useEffect(() => {
    if (!report) return;
    report((name) => form.getValues(name as Path<F>) !== undefined);
    return () => report(null);
  }, [report, form]);
  return (
    <FormProvider {...form}>
      <form onSubmit={adminSubmit(form, onSubmit)} noValidate className="space-y-4">
        {children}
        <FormActions
          busy={isSubmitting}
          onCancel={onCancel}
          submit={submit}
          submitting={submitting}
        />
      </form>
    </FormProvider>
  );
}
