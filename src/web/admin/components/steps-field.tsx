import { Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { STEPS_MESSAGES as M } from './messages';
import { FieldRows, useRemoveRow } from './field-rows';
import { adminFieldsOf } from './form-fields';
import type { PickerKind } from './tool-picker';

/** Which text names a step: its title (tutorials) or its task (workflows). */
type StepNameKey = 'title' | 'task';
/** The lists of names a step may hold: tools, and (workflows, issue 19) prompts by title. */
type StepListKey = 'tools' | 'alternatives' | 'prompts';

/** A step as the tutorial and workflow forms hold it; each form uses the fields it has. */
type StepRow = Partial<Record<StepNameKey | 'description', string>> &
  Partial<Record<StepListKey, string[]>>;
interface StepsForm {
  steps?: StepRow[];
}
const F = adminFieldsOf<StepsForm>();

interface StepsFieldProps {
  id: string;
  /** The step's name field and its label: 'title' / 'Title', or 'task' / 'Task'. */
  nameKey: StepNameKey;
  nameLabel: string;
  /** The step's lists, each picked with the ToolPicker (of tools unless `kind` says prompts). */
  lists: readonly { key: StepListKey; label: string; kind?: PickerKind }[];
}

/**
 * The steps of a tutorial or workflow form (inside its FormProvider): rows added and removed
 * freely, each numbered 1..n and renumbered after a removal (docs/product.md#admin-panel). A step without a name is
 * dropped by the shared schema when the form is sent.
 */
export function StepsField({ id, nameKey, nameLabel, lists }: StepsFieldProps) {
  const { control, formState } = useFormContext<StepsForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'steps' });
  const removeRow = useRemoveRow(id, nameKey, fields, remove);

  const blank = (): StepRow => ({
    [nameKey]: '',
    description: '',
    ...Object.fromEntries(lists.map((l) => [l.key, []])),
  });

  return (
    <FieldRows
      id={id}
      legend={M.steps}
      empty={M.none}
      count={fields.length}
      listClassName="space-y-3"
      addLabel={M.add}
      onAdd={() => append(blank(), { focusName: `steps.${fields.length}.${nameKey}` })}
      error={formState.errors.steps?.message}
    >
      {fields.map((field, index) => {
        const n = index + 1;
        const stepLabel = (label: string) => (
          <>
            <span className="sr-only">{M.step(n)} </span>
            {label}
          </>
        );
        return (
          <li key={field.id}>
            <fieldset className="relative rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
              <legend className="float-left font-semibold text-slate-900">{M.step(n)}</legend>
              <Button
                variant="outline"
                size="sm"
                className="absolute right-3 top-2 text-red-700 hover:bg-red-50 sm:right-4 sm:top-3"
                aria-label={M.remove(n)}
                onClick={() => removeRow(index)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
              <div className="clear-left space-y-3 pt-4">
                <F.Text
                  name={`steps.${index}.${nameKey}`}
                  id={`${id}-${index}-${nameKey}`}
                  label={stepLabel(nameLabel)}
                />
                <F.TextArea
                  name={`steps.${index}.description`}
                  id={`${id}-${index}-description`}
                  label={stepLabel(M.description)}
                  rows={2}
                  className="min-h-16"
                />
                <div className="grid gap-3 sm:grid-cols-2">
                  {lists.map((list) => (
                    <F.Tools
                      key={list.key}
                      name={`steps.${index}.${list.key}`}
                      id={`${id}-${index}-${list.key}`}
                      label={list.label}
                      kind={list.kind}
                      maxLength={list.kind === 'prompt' ? 200 : undefined}
                      pickerName={M.field(n, list.label)}
                    />
                  ))}
                </div>
              </div>
            </fieldset>
          </li>
        );
      })}
    </FieldRows>
  );
}
