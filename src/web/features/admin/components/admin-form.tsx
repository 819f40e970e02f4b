import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldValues,
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
