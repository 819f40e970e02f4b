import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardResponse } from '@shared/dashboard';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../lib/paths';
import { DASHBOARD_MESSAGES } from '../messages';
import {
  FavoritePromptItem,
  FavoriteToolItem,
  FavoriteTutorialItem,
  FavoriteWorkflowItem,
} from './favorite-cards';

const M = DASHBOARD_MESSAGES.favorites;
/** Issue 19: "Lihat semua" opens the list filtered to the member's saved items. */
const saved = (list: string) => `${list}?saved=1`;

function FavoriteSection<T extends { id: string }>({
  id,
  title,
  items,
  empty,
  browse,
  children,
}: {
  id: string;
  title: string;
  items: T[];
  empty: string;
  browse: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex items-center gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <Badge>{items.length}</Badge>
        <Link
          to={browse}
          className="ml-auto inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          {M.browse}
          <span className="sr-only"> ({title})</span>
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * docs/product.md#dashboard: the member's favourite tutorials, tools, workflows and prompts. With none
 * saved yet, one friendly box says how, instead of four empty ones (issue 19).
 */
export function FavoriteSections({ favorites }: { favorites: DashboardResponse['favorites'] }) {
  const none = Object.values(favorites).every((items) => items.length === 0);
  if (none)
    return (
      <section
        aria-labelledby="fav-none"
        className="rounded-xl border border-dashed border-slate-300 p-5"
      >
        <h2 id="fav-none" className="font-semibold text-slate-800">
          {DASHBOARD_MESSAGES.favoritesEmpty}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{DASHBOARD_MESSAGES.favoritesEmptyBody}</p>
      </section>
    );
  return (
    <>
      <FavoriteSection
        id="fav-tutorials"
        title={M.tutorials}
        items={favorites.tutorials}
        empty={M.tutorialsEmpty}
        browse={saved(paths.learning)}
      >
        {(t) => <FavoriteTutorialItem tutorial={t} />}
      </FavoriteSection>
      <FavoriteSection
        id="fav-tools"
        title={M.tools}
        items={favorites.tools}
        empty={M.toolsEmpty}
        browse={saved(paths.tools)}
      >
        {(t) => <FavoriteToolItem tool={t} />}
      </FavoriteSection>
      <FavoriteSection
        id="fav-workflows"
        title={M.workflows}
        items={favorites.workflows}
        empty={M.workflowsEmpty}
        browse={saved(paths.workflows)}
      >
        {(w) => <FavoriteWorkflowItem workflow={w} />}
      </FavoriteSection>
      <FavoriteSection
        id="fav-prompts"
        title={M.prompts}
        items={favorites.prompts}
        empty={M.promptsEmpty}
        browse={saved(paths.prompts)}
      >
        {(p) => <FavoritePromptItem prompt={p} />}
      </FavoriteSection>
    </>
  );
}
