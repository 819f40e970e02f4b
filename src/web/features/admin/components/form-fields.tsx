import type { ComponentProps, ReactNode } from 'react';
import {
  useController,
  useFormContext,
  useFormState,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { FormField, type FieldAria } from '../../../components/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useCategories } from '../../../lib/categories';
import { listError, TextListField } from './text-list-field';
import { ToolPicker } from './tool-picker';

// The admin forms' fields, bound to the form of the AdminForm around them (react-hook-form's
// FormProvider) by their `name`. `fieldsOf<Values>()` gives them with names typed by the form.

interface FieldProps<T extends FieldValues> {
  name: Path<T>;
  id: string;
  label: string;
  hint?: string;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

const wideIf = (wide: boolean | undefined, field: ReactNode) =>
  wide ? <div className="sm:col-span-2">{field}</div> : field;

/** A FormField whose control is registered under `name`, with that field's error. */
function Bound<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  wide,
  options,
  render,
}: FieldProps<T> & {
  options?: RegisterOptions<T, Path<T>> | undefined;
  render: (props: FieldAria & UseFormRegisterReturn<Path<T>>) => ReactNode;
}) {
  const { register, getFieldState } = useFormContext<T>();
  const error = getFieldState(name, useFormState<T>({ name })).error?.message;
  return wideIf(
    wide,
    <FormField id={id} label={label} hint={hint} error={error}>
      {(aria) => render({ ...aria, ...register(name, options) })}
    </FormField>,
  );
}

type TextFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<ComponentProps<'input'>, 'id' | 'name'> & {
    /** Turns what is typed into the field's value (e.g. a number). */
    setValueAs?: (value: unknown) => unknown;
    /** The control drawn (default Input), e.g. PasswordInput. */
    as?: (props: ComponentProps<'input'>) => ReactNode;
  };

function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { name, id, label, hint, wide, setValueAs, as: Control = Input, ...input } = props;
  const field = { name, id, label, hint, wide, options: setValueAs && { setValueAs } };
  return <Bound<T> {...field} render={(bound) => <Control {...input} {...bound} />} />;
}

type TextAreaFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<ComponentProps<'textarea'>, 'id' | 'name'>;

function TextAreaField<T extends FieldValues>(props: TextAreaFieldProps<T>) {
  const { name, id, label, hint, wide, ...textarea } = props;
  const field = { name, id, label, hint, wide };
  return <Bound<T> {...field} render={(bound) => <Textarea {...textarea} {...bound} />} />;
}

/** A select's choices, with the item's own value kept when the list lacks it (older data). */
const optionsWithCurrent = <O extends string>(
  names: readonly O[],
  current: O | null | undefined,
) => (current && !names.includes(current) ? [...names, current] : [...names]);

interface SelectFieldProps<T extends FieldValues, O extends string> extends FieldProps<T> {
  options: readonly O[];
  /** The item's own value, offered too when `options` lack it (older data). */
  current?: O | null | undefined;
  /** The text of a first, empty choice; none when left out. */
  placeholder?: string;
  optionLabel?: (option: O) => string;
}

function SelectField<T extends FieldValues, O extends string>(props: SelectFieldProps<T, O>) {
  const { options, current, placeholder, optionLabel, ...field } = props;
  return (
    <Bound<T>
      {...field}
      render={(bound) => (
        <Select {...bound}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {optionsWithCurrent(options, current).map((option) => (
            <option key={option} value={option}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </Select>
      )}
    />
  );
}

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

/** The bound fields with their names typed by the form's values `T`. */
export function fieldsOf<T extends FieldValues>() {
  const select: <O extends string>(props: SelectFieldProps<T, O>) => ReactNode = SelectField;
  return {
    Text: TextField<T>,
    TextArea: TextAreaField<T>,
    Select: select,
    Category: CategoryField<T>,
    List: ListField<T>,
    Tools: ToolsField<T>,
  };
}

/** A group of an admin form's fields, disabled while the form is being sent. */
export function FieldGroup({ className, children }: { className?: string; children: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <fieldset disabled={isSubmitting} className={className}>
      {children}
    </fieldset>
  );
}
