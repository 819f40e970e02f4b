import { PRICING } from '@shared/constants';
import { pricingLabel } from '@shared/labels';
import { TOOL_FILTERS } from '@shared/list-filters';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { SuggestLink } from '../../../components/list/suggest-link';
import { ResultCount } from '../../../components/list/result-count';
import { PageHeader } from '../../../components/page-header';
import { useCategoryOptions } from '../../../lib/categories';
import { useListFilters } from '../../../lib/use-list-filters';
import { TOOL_LIST_KEYS, useTools } from '../api/get-tools';
import { ToolGrid } from '../components/tool-grid';
import { TOOLS_MESSAGES as M } from '../messages';

const PRICING_OPTIONS = () => [
  { value: 'all', label: M.allPricing },
  ...PRICING.map((p) => ({ value: p, label: pricingLabel(p) })),
];

export default function ToolsPage() {
  const filters = useListFilters(TOOL_FILTERS, TOOL_LIST_KEYS);
  const list = useTools('members', filters.query);
  const categoryOptions = useCategoryOptions(M.allCategories, filters.query.category);

  return (
    <>
      <PageHeader
        title={M.title}
        subtitle={M.subtitle}
        actions={<SuggestLink type="tool" label={M.suggest} />}
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
            id: 'tool-category',
            label: M.categoryLabel,
            key: 'category',
            options: categoryOptions,
          },
          {
            id: 'tool-pricing',
            label: M.pricingLabel,
            key: 'pricing',
            options: PRICING_OPTIONS(),
          },
        ]}
      />
      <ResultCount list={list} text={M.showing} />
      <ToolGrid
        list={list}
        empty={
          <ListEmpty
            title={M.empty}
            filtered={filters.active}
            onClear={filters.clear}
            search={{ filters, didYouMean: list.didYouMean, type: 'tool' }}
          />
        }
      />
    </>
  );
}
