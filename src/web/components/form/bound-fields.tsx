import type { ComponentProps, ReactNode } from 'react';
import {
  useFormContext,
  useFormState,
  useWatch,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Input, Select, Textarea } from '../ui/input';
import { CharCount } from './char-count';
import { fieldAria, FieldError, FormField, type FieldAria } from './field';

// The kit's fields, bound by their `name` to the form of the Form around them (react-hook-form's
// FormProvider): each shows its own error under it, the rule's or the server's (setServerErrors
// in form.tsx puts a refusal there). `fieldsOf<Values>()` gives them with names typed by the
// form.

export interface FieldProps<T extends FieldValues> {
  name: Path<T>;
  id: string;
  label: ReactNode;
  labelClassName?: string;
  hint?: string | undefined;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

const wideIf = (wide: boolean | undefined, field: ReactNode) =>
  wide ? <div className="sm:col-span-2">{field}</div> : field;

/** A field's registration and its error (the rule's, or the server's). */
function useBoundField<T extends FieldValues>(
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const { register, getFieldState, getValues } = useFormContext<T>();
  const error = getFieldState(name, useFormState<T>({ name })).error?.message;
  // The value in the HTML too (issue 34: a form the server answered shows what was typed);
  // once the script runs, the form library keeps the field.
  const value: unknown = getValues(name);
  const defaultValue = typeof value === 'string' ? value : undefined;
  return { error, registered: { ...register(name, options), defaultValue } };
}

/** A FormField whose control is registered under `name`, with that field's error. */
function Bound<T extends FieldValues>({
  name,
  id,
  label,
  labelClassName,
  hint,
  wide,
  count,
  options,
  render,
}: FieldProps<T> & {
  /** The field's character limit, counted under it ('N/500'). */
  count?: number | undefined;
  options?: RegisterOptions<T, Path<T>> | undefined;
  render: (props: FieldAria & UseFormRegisterReturn<Path<T>>) => ReactNode;
}) {
  const { error, registered } = useBoundField<T>(name, options);
  const value: unknown = useWatch<T>({ name, disabled: count === undefined });
  const length = typeof value === 'string' ? value.length : 0;
  return wideIf(
    wide,
    <FormField
      id={id}
      label={label}
      labelClassName={labelClassName}
      hint={hint}
      error={error}
      count={count === undefined ? undefined : <CharCount field={id} length={length} max={count} />}
    >
      {(aria) => render({ ...aria, ...registered })}
    </FormField>,
  );
}

type TextFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<ComponentProps<'input'>, 'id' | 'name'> & {
    /** Turns what is typed into the field's value (e.g. a number). */
    setValueAs?: (value: unknown) => unknown;
    /** The control drawn (default Input), e.g. PasswordInput. */
    as?: (props: ComponentProps<'input'>) => ReactNode;
    /** The field's character limit, counted under it ('N/500'). */
    count?: number;
  };

export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { name, id, label, labelClassName, hint, wide, count, setValueAs, as, ...input } = props;
  const Control = as ?? Input;
  const field = { name, id, label, labelClassName, hint, wide, count };
  return (
    <Bound<T>
      {...field}
      options={setValueAs && { setValueAs }}
      render={(bound) => <Control {...input} {...bound} />}
    />
  );
}

type TextAreaFieldProps<T extends FieldValues> = FieldProps<T> &
  Omit<ComponentProps<'textarea'>, 'id' | 'name'> & {
    /** The field's character limit, counted under it ('N/500'). */
    count?: number;
  };

export function TextAreaField<T extends FieldValues>(props: TextAreaFieldProps<T>) {
  const { name, id, label, labelClassName, hint, wide, count, ...textarea } = props;
  const field = { name, id, label, labelClassName, hint, wide, count };
  return <Bound<T> {...field} render={(bound) => <Textarea {...textarea} {...bound} />} />;
}

/** A select's choices, with the item's own value kept when the list lacks it (older data). */
const optionsWithCurrent = <O extends string>(
  names: readonly O[],
  current: O | null | undefined,
) => (current && !names.includes(current) ? [...names, current] : [...names]);

export interface SelectFieldProps<T extends FieldValues, O extends string> extends FieldProps<T> {
  options: readonly O[];
  /** The item's own value, offered too when `options` lack it (older data). */
  current?: O | null | undefined;
  /** The text of a first, empty choice; none when left out. */
  placeholder?: string;
  optionLabel?: (option: O) => string;
}

export function SelectField<T extends FieldValues, O extends string>(
  props: SelectFieldProps<T, O>,
) {
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

/** A box to tick, its label beside it, its hint or error under both. */
function CheckboxField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  disabled,
}: Pick<FieldProps<T>, 'name' | 'id' | 'label' | 'hint'> & { disabled?: boolean }) {
  const { error, registered } = useBoundField<T>(name);
  return (
    <div>
      {/* The label is the box's target: 44 px high on a phone (issue 33). */}
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700 sm:min-h-0 sm:items-start">
        <input
          type="checkbox"
          className="h-4 w-4 shrink-0 accent-brand-600 sm:mt-0.5"
          disabled={disabled}
          {...fieldAria(id, { error, hint })}
          {...registered}
        />
        <span>{label}</span>
      </label>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 ml-6 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** The bound fields with their names typed by the form's values `T`. */
export function fieldsOf<T extends FieldValues>() {
  const select: <O extends string>(props: SelectFieldProps<T, O>) => ReactNode = SelectField;
  return {
    Text: TextField<T>,
    TextArea: TextAreaField<T>,
    Select: select,
    Checkbox: CheckboxField<T>,
  };
}
