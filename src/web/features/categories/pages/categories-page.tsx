import { BookOpen, GitBranch, Trophy, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { totalItems, type CategorySummary } from '@shared/categories';
import { categoryLabel } from '@shared/glossary';
import { CategoryIcon, toneStyle } from '../../../components/category-look';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { useCategories } from '../../../lib/categories';
import { CATEGORIES_MESSAGES as M } from '../messages';
import { CategoriesSkeleton } from '../components/categories-skeleton';
import { OfflineNotice, waitsForConnection } from '../../../components/offline-notice';

const TOP_COUNT = 4;

/** A category's icon on a tile in its colour (issue 20). */
function CategoryMark({ name }: { name: string }) {
  return (
    <span
      style={toneStyle(name)}
      className="tone-tile inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg"
    >
      <CategoryIcon category={name} className="h-5 w-5" />
    </span>
  );
}

function CategoryCard({ category }: { category: CategorySummary }) {
  const links = [
    {
      to: paths.toolsInCategory(category.name),
      icon: Wrench,
      label: M.tools(category.counts.tools),
    },
    {
      to: paths.tutorialsInCategory(category.name),
      icon: BookOpen,
      label: M.tutorials(category.counts.tutorials),
    },
    {
      to: paths.workflowsInCategory(category.name),
      icon: GitBranch,
      label: M.workflows(category.counts.workflows),
    },
  ];
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-center gap-3">
        <CategoryMark name={category.name} />
        <h2 className="text-lg font-semibold">{categoryLabel(category.name)}</h2>
      </div>
      {category.description && (
        <p className="mt-1 text-sm text-slate-600">{category.description}</p>
      )}
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map(({ to, icon: Icon, label }) => (
          <li key={to}>
            <Link
              to={to}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 sm:min-h-0"
            >
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function CategoriesPage() {
  const query = useCategories();
  if (waitsForConnection(query)) return <OfflineNotice onRetry={() => void query.refetch()} />;
  if (query.isPending)
    return (
      <>
        <PageHeader title={M.title} subtitle={M.subtitle} />
        <CategoriesSkeleton />
      </>
    );
  if (query.isError) return <EmptyState title={M.loadFailed} />;
  const categories = query.data.items;
  const top = [...categories].sort((a, b) => totalItems(b) - totalItems(a)).slice(0, TOP_COUNT);

  return (
    <>
      <PageHeader title={M.title} subtitle={M.subtitle} />
      {categories.length === 0 ? (
        <EmptyState title={M.empty} />
      ) : (
        <>
          <section aria-labelledby="top-heading" className="mb-8">
            <h2 id="top-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold">
              <Trophy className="h-5 w-5 text-amber-500" aria-hidden="true" /> {M.top}
            </h2>
            <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {top.map((c, i) => (
                <li key={c.id}>
                  {/* Each in its category's colour and icon, so the four read apart (issue 20). */}
                  <Link
                    to={paths.toolsInCategory(c.name)}
                    style={toneStyle(c.name)}
                    className="tone-tile flex items-start justify-between gap-3 rounded-xl p-4 hover:brightness-110"
                  >
                    <span>
                      <span className="text-sm opacity-80">#{i + 1}</span>
                      <span className="block text-lg font-semibold">{categoryLabel(c.name)}</span>
                      <span className="text-sm opacity-90">{M.items(totalItems(c))}</span>
                    </span>
                    <CategoryIcon category={c.name} className="h-7 w-7 shrink-0 opacity-90" />
                  </Link>
                </li>
              ))}
            </ol>
          </section>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((c) => (
              <li key={c.id}>
                <CategoryCard category={c} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
