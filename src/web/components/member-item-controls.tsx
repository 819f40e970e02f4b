import type { StatusItemType } from '@shared/statuses';
import { FavoriteRemarks } from './favorite-remarks';
import { FavoriteToggle } from './favorite-toggle';
import { StatusSelect } from './status-select';

/** A member's own controls on a detail page: save toggle, status and remark (SPEC §4). */
export function MemberItemControls({
  itemType,
  itemId,
}: {
  itemType: 'tutorial' | StatusItemType;
  itemId: string;
}) {
  return (
    <div className="mt-5 space-y-3 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-end gap-3">
        <StatusSelect itemType={itemType} itemId={itemId} />
        <FavoriteToggle itemType={itemType} itemId={itemId} />
      </div>
      <FavoriteRemarks itemType={itemType} itemId={itemId} />
    </div>
  );
}
