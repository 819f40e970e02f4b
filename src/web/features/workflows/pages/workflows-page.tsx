import { useNavigate, useParams } from 'react-router';
import { difficultyLabel } from '@shared/glossary';
import { WORKFLOW_DIFFICULTIES } from '@shared/constants';
import { WORKFLOW_FILTERS } from '@shared/list-filters';
import { InfiniteGrid } from '../../../components/list/infinite-grid';
import { optionsOf } from '../../../lib/filter-options';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { SuggestLink } from '../../../components/list/suggest-link';
import { ResultCount } from '../../../components/list/result-count';
import { PageHeader } from '../../../components/page-header';
import { useCategoryOptions } from '../../../lib/categories';
import { paths } from '../../../lib/paths';
import { useListFilters } from '../../../lib/use-list-filters';
import { WORKFLOW_LIST_KEYS, useWorkflows } from '../api/get-workflows';
import { WorkflowCard } from '../components/workflow-card';
import { WORKFLOWS_MESSAGES as M } from '../messages';

// The stored values (Beginner, Intermediate, Advanced: docs/product.md#workflows) in the address, the Malay words on screen.
const DIFFICULTY_OPTIONS = () =>
  optionsOf(M.allDifficulties, WORKFLOW_DIFFICULTIES, undefined, difficultyLabel);

/** /workflows, /workflows/category/{c} and /categories/{c}/workflows (docs/product.md#workflows, docs/product.md#routes-and-guards). */
export default function WorkflowsPage() {
  const { category } = useParams();
  const navigate = useNavigate();
  const filters = useListFilters(WORKFLOW_FILTERS, WORKFLOW_LIST_KEYS);
  const list = useWorkflows({ ...filters.query, category });
  const categoryOptions = useCategoryOptions(M.allCategories, category);

  // docs/product.md#workflows: changing the category moves between /workflows and /workflows/category/{c};
  // the words and difficulty chosen so far come along.
  const changeCategory = (value: string) =>
    void navigate({
      pathname: value === 'all' ? paths.workflows : paths.workflowsInCategory(value),
      search: window.location.search,
    });

  return (
    <>
      <PageHeader
        title={category ? M.categoryTitle(category) : M.title}
        subtitle={M.subtitle}
        actions={<SuggestLink type="workflow" label={M.suggest} />}
      />
      <ListToolbar
        filters={filters}
        search={{
          id: 'workflow-search',
          label: M.searchLabel,
          placeholder: M.searchPlaceholder,
        }}
        selects={[
          {
            id: 'workflow-category',
            label: M.categoryLabel,
            value: category ?? 'all',
            onChange: changeCategory,
            options: categoryOptions,
          },
          {
            id: 'workflow-difficulty',
            label: M.difficultyLabel,
            key: 'difficulty',
            options: DIFFICULTY_OPTIONS(),
          },
        ]}
      />
      <ResultCount list={list} text={M.showing} />
      <InfiniteGrid
        list={list}
        label={M.title}
        getKey={(w) => w.id}
        renderItem={(workflow) => <WorkflowCard workflow={workflow} />}
        skeleton="workflow"
        empty={
          <ListEmpty
            title={M.empty}
            filtered={filters.active}
            onClear={filters.clear}
            unfilteredTitle={category ? M.categoryEmpty(category) : M.empty}
            search={{ filters, didYouMean: list.didYouMean, type: 'workflow' }}
          />
        }
      />
    </>
  );
}
