import { Link } from 'react-router';
import type { DashboardTutorial } from '@shared/dashboard';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { Card } from '../../../components/ui/card';
import { YoutubeThumbnail } from '../../../components/video/youtube-thumbnail';
import { paths } from '../../../lib/paths';
import { DASHBOARD_MESSAGES as M } from '../messages';
import { CategoryBadge } from '../../../components/category-look';

/** docs/product.md#dashboard /dashboard: the newest tutorials, to start from. */
export function FeaturedTutorials({ tutorials }: { tutorials: DashboardTutorial[] }) {
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="mb-3 text-lg font-semibold">
        {M.featured}
      </h2>
      {tutorials.length === 0 ? (
        <p className="text-sm text-slate-600">{M.featuredEmpty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {tutorials.map((t) => (
            <li key={t.id}>
              <Card className="relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
                <YoutubeThumbnail videoId={t.youtubeId} />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <div className="flex flex-wrap gap-2">
                    <DifficultyBadge difficulty={t.difficulty} />
                    <CategoryBadge category={t.category} />
                  </div>
                  <h3 className="font-semibold text-slate-900">
                    <Link
                      to={paths.tutorial(t.id)}
                      className="after:absolute after:inset-0 hover:text-brand-700"
                    >
                      {t.title}
                    </Link>
                  </h3>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
