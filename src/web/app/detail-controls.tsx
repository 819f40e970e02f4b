import type { ItemActionParts } from '../components/item-actions';
import { DetailControls as Controls } from '../features/favorites/components/detail-controls';
import { StatusSelect } from '../features/progress/components/status-select';

type Props = React.ComponentProps<ItemActionParts['DetailControls']>;

/** A detail page's controls: the favourites feature's, holding the progress feature's status. */
export default function DetailControls({ itemType, itemId }: Props) {
  return (
    <Controls
      itemType={itemType}
      itemId={itemId}
      status={<StatusSelect itemType={itemType} itemId={itemId} />}
    />
  );
}
