import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ListEmpty } from '../../../components/list/list-empty';
import { ResultCount } from '../../../components/list/result-count';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { categoryToolFilters, useTools } from '../api/get-tools';
import { ToolGrid } from '../components/tool-grid';
import { TOOLS_MESSAGES as M } from '../messages';

/** /tools/category/{c} and /categories/{c}/tools: one category, by name (docs/product.md#tools, docs/product.md#routes-and-guards). */
export default function CategoryToolsPage() {
  const { category = '' } = useParams();
  const list = useTools('members', categoryToolFilters(category));

  return (
    <>
      <BackLink to={paths.categories} label={M.backToCategories} className="mb-4" />
      <PageHeader title={M.categoryPageTitle(category)} subtitle={M.categorySubtitle(category)} />
      <ResultCount list={list} text={M.showing} />
      <ToolGrid
        list={list}
        empty={<ListEmpty title={M.empty} filtered={false} unfilteredTitle={M.categoryEmpty} />}
      />
    </>
  );
}
