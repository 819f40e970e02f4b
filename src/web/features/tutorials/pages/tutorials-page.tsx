import { Navigate, useSearchParams } from 'react-router';
import { TUTORIAL_DIFFICULTIES } from '@shared/constants';
import { TUTORIAL_FILTERS } from '@shared/list-filters';
import { optionsOf } from '../../../lib/filter-options';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { SuggestLink } from '../../../components/list/suggest-link';
import { ResultCount } from '../../../components/list/result-count';
import { PageHeader } from '../../../components/page-header';
import { useCategoryOptions } from '../../../lib/categories';
import { paths } from '../../../lib/paths';
import { useListFilters } from '../../../lib/use-list-filters';
import { TUTORIAL_LIST_KEYS, useTutorials } from '../api/get-tutorials';
import { TutorialGrid } from '../components/tutorial-grid';
import { TUTORIALS_MESSAGES as M } from '../messages';

const DIFFICULTY_OPTIONS = () => optionsOf(M.allDifficulties, TUTORIAL_DIFFICULTIES);

/** /learning; /learning?tutorial={id} (linked from category lists, docs/product.md#tutorials) opens that tutorial. */
export default function TutorialsPage() {
  const [params] = useSearchParams();
  const opened = params.get('tutorial');
  if (opened) return <Navigate to={paths.tutorial(opened)} replace />;
  return <TutorialList />;
}

function TutorialList() {
  const filters = useListFilters(TUTORIAL_FILTERS, TUTORIAL_LIST_KEYS);
  const list = useTutorials(filters.query);
  const categoryOptions = useCategoryOptions(M.allCategories, filters.query.category);

  return (
    <>
      <PageHeader
        title={M.title}
        subtitle={M.subtitle}
        actions={<SuggestLink type="tutorial" label={M.suggest} />}
      />
      <ListToolbar
        filters={filters}
        search={{
          id: 'tutorial-search',
          label: M.searchLabel,
          placeholder: M.searchPlaceholder,
        }}
        selects={[
          {
            id: 'tutorial-category',
            label: M.categoryLabel,
            key: 'category',
            options: categoryOptions,
          },
          {
            id: 'tutorial-difficulty',
            label: M.difficultyLabel,
            key: 'difficulty',
            options: DIFFICULTY_OPTIONS(),
          },
        ]}
      />
      <ResultCount list={list} text={M.showing} />
      <TutorialGrid
        list={list}
        href={paths.tutorial}
        empty={
          <ListEmpty
            title={M.empty}
            filtered={filters.active}
            onClear={filters.clear}
            search={{ filters, didYouMean: list.didYouMean, type: 'tutorial' }}
          />
        }
      />
    </>
  );
}
