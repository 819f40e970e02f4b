import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { useTools } from '../api/get-tools';
import { ToolGrid } from '../components/tool-grid';
import { TOOLS_MESSAGES as M } from '../messages';

/** /tools/category/{c} and /categories/{c}/tools: one category, by name (SPEC §2, DESIGN §7.1). */
export default function CategoryToolsPage() {
  const { category = '' } = useParams();
  const list = useTools('members', { category, sort: 'name' });

  return (
    <>
      <Link
        to={paths.categories}
        className="mb-4 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {M.backToCategories}
      </Link>
      <PageHeader title={M.categoryTitle(category)} subtitle={M.categorySubtitle(category)} />
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        {list.isPending ? '\u00a0' : M.showing(list.total)}
      </p>
      <ToolGrid {...list} emptyTitle={M.categoryEmpty} />
    </>
  );
}
