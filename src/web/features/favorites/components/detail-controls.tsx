import type { ReactNode } from 'react';
import type { FavoriteItemType } from '@shared/favorites';
import { FavoriteRemarks } from './favorite-remarks';
import { FavoriteToggle } from './favorite-toggle';

/**
 * A member's own controls on a detail page (docs/product.md#favourites-and-remarks): the status select (given by the progress
 * feature, through app/), the save toggle and the remark.
 */
export function DetailControls({
  itemType,
  itemId,
  status,
}: {
  itemType: FavoriteItemType;
  itemId: string;
  status: ReactNode;
}) {
  return (
    <div className="mt-5 space-y-3 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-end gap-3">
        {status}
        <FavoriteToggle itemType={itemType} itemId={itemId} />
      </div>
      <FavoriteRemarks itemType={itemType} itemId={itemId} />
    </div>
  );
}
