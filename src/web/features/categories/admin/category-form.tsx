import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CategoryRequest,
  type CategoryForm as CategoryFormValues,
  type CategoryResponse,
} from '@shared/categories';
import { fieldsOf } from '../../../components/form/bound-fields';
import { FieldGroup, useZodForm } from '../../../components/form/form';
import { AdminForm, type AdminFormProps } from '../../../admin/components/admin-form';
import { CATEGORIES_ADMIN_MESSAGES } from './messages';

const M = CATEGORIES_ADMIN_MESSAGES.form;
const F = fieldsOf<CategoryFormValues>();

/**
 * Add and edit a category (docs/product.md#categories: name required, description optional). A blank name is not
 * sent: the form says the name is required instead.
 */
export function CategoryForm({
  item,
  onSubmit,
  onCancel,
}: AdminFormProps<CategoryResponse, CategoryRequest>) {
  const form = useZodForm<CategoryFormValues, CategoryRequest>(CategoryRequest, {
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
    },
  });
  return (
    <AdminForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <FieldGroup className="grid gap-4">
        <F.Text name="name" id="category-name" label={M.name} maxLength={CATEGORY_NAME_MAX} />
        <F.TextArea
          name="description"
          id="category-description"
          label={M.description}
          hint={M.descriptionHint}
          rows={3}
          maxLength={CATEGORY_DESCRIPTION_MAX}
        />
      </FieldGroup>
    </AdminForm>
  );
}
