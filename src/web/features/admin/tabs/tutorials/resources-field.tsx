import { X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { TutorialForm } from '@shared/tutorials';
import { FormField } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { FieldRows, useRemoveRow } from '../../components/field-rows';
import { TUTORIALS_ADMIN_MESSAGES } from '../../messages';

const M = TUTORIALS_ADMIN_MESSAGES.form;

/**
 * A tutorial's resources, title and address per row (SPEC §3). Rows missing either are
 * dropped when the form is sent; an address must be http(s) (DESIGN §7.9).
 */
export function ResourcesField({ id }: { id: string }) {
  const { control, register, formState } = useFormContext<TutorialForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'resources' });
  const removeRow = useRemoveRow(id, 'title', fields, remove);
  const errors = formState.errors.resources;

  return (
    <FieldRows
      id={id}
      legend={M.resources}
      empty={M.noResources}
      count={fields.length}
      listClassName="space-y-2"
      addLabel={M.addResource}
      onAdd={() =>
        append({ title: '', url: '' }, { focusName: `resources.${fields.length}.title` })
      }
    >
      {fields.map((field, index) => {
        const n = index + 1;
        return (
          <li key={field.id} className="flex items-start gap-2">
            <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
              <FormField
                id={`${id}-${index}-title`}
                label={M.resourceTitle(n)}
                labelClassName="sr-only"
              >
                <Input
                  id={`${id}-${index}-title`}
                  placeholder={M.resourceTitleLabel}
                  {...register(`resources.${index}.title`)}
                />
              </FormField>
              <FormField
                id={`${id}-${index}-url`}
                label={M.resourceUrl(n)}
                labelClassName="sr-only"
                error={errors?.[index]?.url?.message}
              >
                {(aria) => (
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    {...aria}
                    {...register(`resources.${index}.url`)}
                  />
                )}
              </FormField>
            </div>
            <Button
              variant="outline"
              className="shrink-0 px-3"
              aria-label={M.removeResource(n)}
              onClick={() => removeRow(index)}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </FieldRows>
  );
}
