import { Link } from 'react-router';
import { TOOL_CATEGORIES } from '@shared/constants';
import { LANDING_CATEGORIES_ID, paths } from '../../../lib/paths';
import { LANDING_MESSAGES as M } from '../messages';

/**
 * The ten categories of docs/product.md#landing-affiliates-and-showcase, each opening the public showcase of its tools: the visitor's
 * categories, where the showcase's 'Back to Categories' leads (the router's scroll restoration
 * brings its anchor to the top: root-layout.tsx).
 */
export function LandingCategories() {
  return (
    <section id={LANDING_CATEGORIES_ID} aria-labelledby="categories-title" className="scroll-mt-4">
      <h2 id="categories-title" className="mb-1 text-2xl font-bold text-slate-900">
        {M.categoriesTitle}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{M.categoriesBody}</p>
      <ul className="flex flex-wrap gap-2">
        {TOOL_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={paths.showcaseCategory(category)}
              aria-label={M.categoryLink(category)}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-100 bg-surface px-4 text-sm font-medium text-brand-700 hover:border-brand-600 hover:bg-brand-50"
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
