import type { CategoryRequest, CategoryResponse } from '@shared/categories';
import { Card } from '../../../components/ui/card';
import { CrudTab } from '../../../admin/components/crud-tab';
import { CATEGORIES_ADMIN_MESSAGES as M } from './messages';
import { CategoryForm } from './category-form';

/**
 * The Categories tab (docs/product.md#categories; docs/decisions/014-the-categories-table-is-the-list.md): the one list every category filter reads,
 * alphabetical. The server renames the category on its content and refuses to delete one in
 * use, and CrudTab shows its reason.
 */
export function CategoriesTab() {
  return (
    <CrudTab<CategoryResponse, CategoryRequest>
      resource="categories"
      labels={M.labels}
      formMessages={M.form}
      itemName={(category) => category.name}
      layout="rows"
      renderItem={(category, actions) => (
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-slate-900">{category.name}</h3>
            <p className="text-sm text-slate-600">{category.description ?? M.noDescription}</p>
          </div>
          <div className="flex flex-wrap gap-2">{actions}</div>
        </Card>
      )}
      Form={CategoryForm}
    />
  );
}
