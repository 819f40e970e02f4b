import type { TutorialCard as TutorialCardData } from '@shared/tutorials';
import { InfiniteGrid } from '../../../components/list/infinite-grid';
import type { InfiniteList } from '../../../lib/use-infinite-list';
import { TUTORIALS_MESSAGES as M } from '../messages';
import { TutorialCard } from './tutorial-card';

/** A growing grid of tutorial cards; `href` says where a card leads, `empty` what none shows. */
export function TutorialGrid({
  list,
  empty,
  href,
}: {
  list: InfiniteList<TutorialCardData>;
  empty: React.ReactNode;
  href: (id: string) => string;
}) {
  return (
    <InfiniteGrid
      list={list}
      label={M.title}
      getKey={(t) => t.id}
      renderItem={(tutorial) => <TutorialCard tutorial={tutorial} href={href(tutorial.id)} />}
      empty={empty}
      skeleton="tutorial"
    />
  );
}
