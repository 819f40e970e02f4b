import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { SHOWCASE_PRICING_OPTIONS } from '@shared/labels';
import type { ToolFilters as Filters } from '../api/get-tools';
import { BrandLink } from '../../../components/brand-link';
import { PageHeader } from '../../../components/page-header';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { useTools } from '../api/get-tools';
import { ToolFilters } from '../components/tool-filters';
import { ResultCount } from '../components/result-count';
import { ToolGrid } from '../components/tool-grid';
import { TOOLS_MESSAGES as M } from '../messages';

const KEYS = ['q', 'pricing'] as const;

/** Public tool showcase, optionally for one category (SPEC §2 /showcase). */
export default function ShowcasePage() {
  const { category } = useParams();
  const [filters, setFilter] = useSearchParamsState(KEYS);
  const list = useTools('showcase', {
    q: filters.q || undefined,
    category,
    pricing: (filters.pricing || undefined) as Filters['pricing'],
  });

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
          <BrandLink to={paths.landing} />
          <Link to={paths.categories} className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {M.showcaseBack}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8">
        <PageHeader
          title={category ? M.categoryTitle(category) : M.showcaseAll}
          subtitle={M.showcaseSubtitle}
        />
        <ToolFilters
          q={filters.q}
          onSearch={(q) => setFilter('q', q)}
          pricing={filters.pricing}
          onPricing={(v) => setFilter('pricing', v)}
          pricingOptions={SHOWCASE_PRICING_OPTIONS}
        />
        <ResultCount total={list.total} isPending={list.isPending} />
        <ToolGrid {...list} linkTo="website" />
      </main>
    </div>
  );
}
