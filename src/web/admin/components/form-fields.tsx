import type { ComponentProps } from 'react';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { fieldsOf, SelectField, type SelectFieldProps } from '../../components/form/bound-fields';
import { useCategories } from '../../lib/categories';
import { listError, TextListField } from './text-list-field';
import { ToolPicker } from './tool-picker';

// The admin forms' own fields, on top of the form kit's (components/form/bound-fields.tsx):
// the categories of the table, lists typed row by row, tool names. `adminFieldsOf<Values>()`
// gives them with the kit's, names typed by the form.

/** The categories of the table (and the item's own, `current`, when the table lacks it). */
function CategoryField<T extends FieldValues>(props: Omit<SelectFieldProps<T, string>, 'options'>) {
  const names = (useCategories().data?.items ?? []).map((c) => c.name);
  return <SelectField<T, string> {...props} options={names} />;
}

/** A list of strings held by a Controller: its value, setter and first error. */
function useListField<T extends FieldValues>(name: FieldPathByValue<T, string[] | undefined>) {
  const { field, fieldState } = useController<T>({ name });
  return {
    // The name's type makes the value a list of strings.
    value: (field.value as string[] | undefined) ?? [],
    onChange: field.onChange as (value: string[]) => void,
    error: listError(fieldState.error),
  };
}

type ListFieldProps<T extends FieldValues, P> = Omit<P, 'value' | 'onChange' | 'error' | 'name'> & {
  name: FieldPathByValue<T, string[] | undefined>;
};

/** Rows of text (TextListField). */
function ListField<T extends FieldValues>({
  name,
  ...props
}: ListFieldProps<T, ComponentProps<typeof TextListField>>) {
  const list = useListField<T>(name);
  return <TextListField {...props} {...list} />;
}

/** Tool names (ToolPicker); `pickerName` is the picker's full name where several share a form. */
function ToolsField<T extends FieldValues>({
  name,
  pickerName,
  ...props
}: ListFieldProps<T, ComponentProps<typeof ToolPicker>> & { pickerName?: string }) {
  const list = useListField<T>(name);
  return <ToolPicker {...props} name={pickerName} {...list} />;
}

/** The kit's bound fields and the admin's own, with their names typed by the form's values `T`. */
export function adminFieldsOf<T extends FieldValues>() {
  return {
    ...fieldsOf<T>(),
    Category: CategoryField<T>,
    List: ListField<T>,
    Tools: ToolsField<T>,
  };
}
