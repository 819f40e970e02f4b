// A content tab that exports and imports, through its own admin definition: the same add-form
// schema, row mapping, presenter and checks as the tab's add form (admin/crud.ts). app.ts hands
// the definitions in (a feature does not import another).
import type { TransferResource } from '../../../shared/transfer.js';
import type { CrudDefinition } from '../../admin/crud.js';
import { columnsOf, type FieldKind } from './format.js';

// The definitions differ in their types; here they are handled alike, by their columns.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDefinition = CrudDefinition<TransferResource, any, any, any>;

export interface TransferSpec {
  resource: TransferResource;
  def: AnyDefinition;
  /** The field (and column: the same word) an item is known by; a duplicate has the same. */
  nameField: 'name' | 'title';
  /** The file's columns: the add form's fields, in its order. */
  columns: [string, FieldKind][];
  /** The edit form's fields: an update checks the item's current ones with the row's changed. */
  editColumns: string[];
  /** The stored name key items are matched by, where the table has one (categories.name_key). */
  keyColumn?: string;
}

export function transferSpec<T extends TransferResource>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  def: CrudDefinition<T, any, any, any>,
): TransferSpec {
  const columns = columnsOf(def.create);
  // Tools and categories have a name; tutorials, workflows and prompts a title.
  const nameField = columns.some(([key]) => key === 'name') ? 'name' : 'title';
  const editColumns = columnsOf(def.update).map(([key]) => key);
  return {
    resource: def.resource,
    def: def as unknown as AnyDefinition,
    nameField,
    columns,
    editColumns,
    ...(def.duplicate?.key ? { keyColumn: def.duplicate.key } : {}),
  };
}
