import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Form, formHasField, setServerErrors } from '../../components/form/form';
import { FormActions } from '../../components/form/form-actions';
import { toastFirstError } from '../../lib/form-errors';
import { CRUD_MESSAGES as M } from './messages';

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

/**
 * The submit handler of an admin form: a failed rule shows as the 'Validation Error' toast (docs/product.md#errors-and-messages),
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

/**
 * An admin add/edit form (its state from the kit's useZodForm): its fields (in FieldGroups),
 * then Cancel and the submit button.
 */
export function AdminForm<F extends FieldValues, B>({
  form,
  onSubmit,
  onCancel,
  submit = M.save,
  submitting = M.saving,
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
  const report = useContext(FormFieldsReport);
  useEffect(() => {
    if (!report) return;
    report((name) => formHasField(form, name));
    return () => report(null);
  }, [report, form]);
  return (
    <Form form={form} onSubmit={adminSubmit(form, onSubmit)}>
      {children}
      <FormActions
        busy={isSubmitting}
        onCancel={onCancel}
        cancel={M.cancel}
        submit={submit}
        submitting={submitting}
        className="pt-2"
      />
    </Form>
  );
}
