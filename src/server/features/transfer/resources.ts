// The five content tabs that export and import, each through its own admin definition: the same
// add-form schema, row mapping, presenter and checks as the tab's add form (admin/crud.ts).
import type { TransferResource } from '../../../shared/transfer.js';
import type { CrudDefinition } from '../../admin/crud.js';
import { categoryAdmin } from '../categories/admin.js';
import { promptAdmin } from '../prompts/admin.js';
import { toolAdmin } from '../tools/admin.js';
import { tutorialAdmin } from '../tutorials/admin.js';
import { workflowAdmin } from '../workflows/admin.js';
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
}

function spec<T extends TransferResource>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  def: CrudDefinition<T, any, any, any>,
  nameField: TransferSpec['nameField'],
): TransferSpec {
  return {
    resource: def.resource,
    def: def as unknown as AnyDefinition,
    nameField,
    columns: columnsOf(def.create),
  };
}

export const TRANSFER_SPECS: Record<TransferResource, TransferSpec> = {
  tools: spec(toolAdmin, 'name'),
  tutorials: spec(tutorialAdmin, 'title'),
  workflows: spec(workflowAdmin, 'title'),
  prompts: spec(promptAdmin, 'title'),
  categories: spec(categoryAdmin, 'name'),
};
