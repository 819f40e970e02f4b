import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { PRICING, TOOL_CATEGORIES } from '@shared/constants';
import { pricingLabel } from '@shared/labels';
import { PageHeader } from '../../../components/page-header';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { useSearchParamsState } from '../../../lib/use-search-params-state';
import { useTools } from '../api/get-tools';
import { ToolFilters } from '../components/tool-filters';
import { ResultCount } from '../components/result-count';
import { ToolGrid } from '../components/tool-grid';
import { TOOLS_MESSAGES as M } from '../messages';

const CATEGORY_OPTIONS = [
  { value: 'all', label: M.allCategories },
  ...TOOL_CATEGORIES.map((c) => ({ value: c, label: c })),
];
const PRICING_OPTIONS = [
  { value: 'all', label: M.allPricing },
  ...PRICING.map((p) => ({ value: p, label: pricingLabel(p) })),
];
const KEYS = ['q', 'category', 'pricing'] as const;

export default function ToolsPage() {
  const [filters, setFilter] = useSearchParamsState(KEYS);
  const list = useTools('members', {
    q: filters.q || undefined,
    category: filters.category || undefined,
    pricing: (filters.pricing || undefined) as (typeof PRICING)[number] | undefined,
  });

  return (
    <>
      <PageHeader
        title={M.title}
        subtitle={M.subtitle}
        actions={
          <Link to={paths.suggest} className={buttonClass({ variant: 'outline' })}>
            <Lightbulb className="h-4 w-4" aria-hidden="true" /> {M.suggest}
          </Link>
        }
      />
      <ToolFilters
        q={filters.q}
        onSearch={(q) => setFilter('q', q)}
        pricing={filters.pricing}
        onPricing={(v) => setFilter('pricing', v)}
        pricingOptions={PRICING_OPTIONS}
        category={{
          value: filters.category,
          onChange: (v) => setFilter('category', v),
          options: CATEGORY_OPTIONS,
        }}
      />
      <ResultCount total={list.total} isPending={list.isPending} />
      <ToolGrid {...list} />
    </>
  );
}
