import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { SHOWCASE_PRICING_OPTIONS } from '@shared/labels';
import { TOOL_FILTERS } from '@shared/list-filters';
import { BrandLink } from '../../../components/brand-link';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ResultCount } from '../../../components/list/result-count';
import { PageHeader } from '../../../components/page-header';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useListFilters } from '../../../lib/use-list-filters';
import { useTools } from '../api/get-tools';
import { ToolGrid } from '../components/tool-grid';
import { TOOLS_MESSAGES as M } from '../messages';
import { ThemeToggleSlot } from '../../../components/theme-toggle-slot';

const KEYS = ['q', 'pricing'] as const;

/** Public tool showcase, optionally for one category (docs/product.md#landing-affiliates-and-showcase /showcase). */
export default function ShowcasePage() {
  const { category } = useParams();
  const filters = useListFilters(TOOL_FILTERS, KEYS);
  const list = useTools('showcase', { ...filters.query, category });
  const { user } = useSession();

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-surface">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <BrandLink to={paths.landing} />
          {/* docs/product.md#landing-affiliates-and-showcase 'Back to Categories', on /showcase and /showcase/{category} alike: a
              visitor goes to the landing page's categories, never to the login-only
              /categories; a member (whom /landing sends on to the dashboard) to /categories. */}
          <div className="flex items-center gap-2">
            <ThemeToggleSlot />
            <Link
              to={user ? paths.categories : paths.landingCategories}
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {M.showcaseBack}
            </Link>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8">
        <PageHeader
          title={category ? M.categoryTitle(category) : M.showcaseAll}
          subtitle={M.showcaseSubtitle}
        />
        <ListToolbar
          filters={filters}
          search={{
            id: 'tool-search',
            label: M.searchLabel,
            placeholder: M.searchPlaceholder,
          }}
          selects={[
            {
              id: 'tool-pricing',
              label: M.pricingLabel,
              key: 'pricing',
              options: SHOWCASE_PRICING_OPTIONS,
            },
          ]}
        />
        <ResultCount list={list} text={M.showing} />
        <ToolGrid
          list={list}
          linkTo="website"
          empty={
            <ListEmpty
              title={M.empty}
              filtered={filters.active}
              onClear={filters.clear}
              search={{ filters, didYouMean: list.didYouMean, type: 'tool' }}
            />
          }
        />
      </main>
    </div>
  );
}
