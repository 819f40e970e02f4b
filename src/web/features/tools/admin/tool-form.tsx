import { PRICING } from '@shared/constants';
import {
  CreateToolRequest,
  UpdateToolRequest,
  type ToolForm as ToolFormValues,
  type ToolResponse,
} from '@shared/tools';
import { FieldGroup, useZodForm } from '../../../components/form/form';
import { AdminForm, type AdminFormProps } from '../../../admin/components/admin-form';
import { adminFieldsOf } from '../../../admin/components/form-fields';
import { LogoField } from './logo-field';
import { TOOLS_ADMIN_MESSAGES } from './messages';

const M = TOOLS_ADMIN_MESSAGES.form;
const F = adminFieldsOf<ToolFormValues>();
export type ToolBody = CreateToolRequest | UpdateToolRequest;

const valuesOf = (tool?: ToolResponse): ToolFormValues => ({
  name: tool?.name ?? '',
  website: tool?.website ?? '',
  mainFunction: tool?.mainFunction ?? '',
  description: tool?.description ?? '',
  category: tool?.category ?? '',
  pricing: (tool?.pricing ?? '') as ToolFormValues['pricing'],
  rating: tool?.rating ?? null,
  keyFeatures: tool?.keyFeatures ?? [],
  alternatives: tool?.alternatives ?? [],
});

// An empty rating is none (docs/product.md#admin-panel: empty becomes null).
const toRating = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/**
 * Add Tool and the edit form, one component (docs/product.md#admin-panel): adding needs a name and a category and
 * takes a rating from 1 to 5; editing needs a name and a description and takes 0 to 5.
 */
export function ToolForm({ item, onSubmit, onCancel }: AdminFormProps<ToolResponse, ToolBody>) {
  const editing = item !== undefined;
  const form = useZodForm<ToolFormValues, ToolBody>(
    editing ? UpdateToolRequest : CreateToolRequest,
    { defaultValues: valuesOf(item) },
  );
  return (
    <AdminForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <F.Text name="name" id="tool-name" label={M.name} />
        <F.Text
          name="website"
          id="tool-website"
          label={M.website}
          type="url"
          inputMode="url"
          placeholder={M.websitePlaceholder}
        />
        {item && <LogoField tool={item} />}
        <F.Text name="mainFunction" id="tool-main-function" label={M.mainFunction} wide />
        <F.TextArea name="description" id="tool-description" label={M.description} rows={4} wide />
        <F.Category
          name="category"
          id="tool-category"
          label={M.category}
          current={item?.category}
          placeholder={editing ? M.noCategory : M.categoryPlaceholder}
        />
        <F.Select
          name="pricing"
          id="tool-pricing"
          label={M.pricing}
          placeholder={M.noPricing}
          options={PRICING}
        />
        <F.Text
          name="rating"
          id="tool-rating"
          label={M.rating}
          hint={editing ? M.ratingEditHint : M.ratingAddHint}
          type="number"
          inputMode="decimal"
          step={0.1}
          min={editing ? 0 : 1}
          max={5}
          setValueAs={toRating}
        />
      </FieldGroup>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <F.List
          name="keyFeatures"
          id="tool-key-features"
          label={M.keyFeatures}
          itemLabel={M.keyFeature}
          addLabel={M.addKeyFeature}
        />
        <F.List
          name="alternatives"
          id="tool-alternatives"
          label={M.alternatives}
          itemLabel={M.alternative}
          addLabel={M.addAlternative}
        />
      </FieldGroup>
    </AdminForm>
  );
}
