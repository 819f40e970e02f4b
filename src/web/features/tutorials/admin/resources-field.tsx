import { X } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { TutorialForm } from '@shared/tutorials';
import { fieldsOf } from '../../../components/form/bound-fields';
import { Button } from '../../../components/ui/button';
import { FieldRows, useRemoveRow } from '../../../admin/components/field-rows';
import { TUTORIALS_ADMIN_MESSAGES } from './messages';

const M = TUTORIALS_ADMIN_MESSAGES.form;
const F = fieldsOf<TutorialForm>();

/**
 * A tutorial's resources, title and address per row (docs/product.md#admin-panel). Rows missing either are
 * dropped when the form is sent; an address must be http(s) (docs/decisions/023-links-http-pictures-https.md).
 */
export function ResourcesField({ id }: { id: string }) {
  const { control } = useFormContext<TutorialForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'resources' });
  const removeRow = useRemoveRow(id, 'title', fields, remove);

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
              <F.Text
                name={`resources.${index}.title`}
                id={`${id}-${index}-title`}
                label={M.resourceTitle(n)}
                labelClassName="sr-only"
                placeholder={M.resourceTitleLabel}
              />
              <F.Text
                name={`resources.${index}.url`}
                id={`${id}-${index}-url`}
                label={M.resourceUrl(n)}
                labelClassName="sr-only"
                type="url"
                inputMode="url"
                placeholder="https://"
              />
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
