import type { ToolCard as ToolCardData } from '@shared/tools';
import { InfiniteGrid } from '../../../components/list/infinite-grid';
import type { InfiniteList } from '../../../lib/use-infinite-list';
import { TOOLS_MESSAGES as M } from '../messages';
import { ToolCard } from './tool-card';

/** A growing grid of tool cards; `empty` is what an empty list shows. */
export function ToolGrid({
  list,
  empty,
  linkTo,
}: {
  list: InfiniteList<ToolCardData>;
  empty: React.ReactNode;
  linkTo?: 'detail' | 'website';
}) {
  return (
    <InfiniteGrid
      list={list}
      label={M.title}
      getKey={(t) => t.id}
      renderItem={(tool) => <ToolCard tool={tool} linkTo={linkTo} />}
      empty={empty}
    />
  );
}
