import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { CRUD_MESSAGES as M } from './messages';

/** The id of an item's Edit button, so the focus can go back to it when its form closes. */
export const editButtonId = (resource: string, id: string) => `${resource}-edit-${id}`;

/** An item's Edit and Delete buttons, each named with the item for screen readers. */
export function ItemActions({
  resource,
  id,
  name,
  onEdit,
  onDelete,
}: {
  resource: string;
  id: string;
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  if (!onEdit && !onDelete) return null;
  return (
    <>
      {onEdit && (
        <Button
          id={editButtonId(resource, id)}
          variant="outline"
          size="sm"
          aria-label={M.editItem(name)}
          onClick={onEdit}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" /> {M.edit}
        </Button>
      )}
      {onDelete && (
        <Button
          variant="outline"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          aria-label={M.deleteItem(name)}
          onClick={onDelete}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {M.delete}
        </Button>
      )}
    </>
  );
}
