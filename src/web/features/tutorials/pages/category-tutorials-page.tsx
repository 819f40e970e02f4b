import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ListEmpty } from '../../../components/list/list-empty';
import { ResultCount } from '../../../components/list/result-count';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { categoryTutorialFilters, useTutorials } from '../api/get-tutorials';
import { TutorialGrid } from '../components/tutorial-grid';
import { TUTORIALS_MESSAGES as M } from '../messages';

/**
 * /learning/category/{c} and /categories/{c}/tutorials (docs/product.md#routes-and-guards): one category by title,
 * each linking to /learning?tutorial={id} (docs/product.md#tutorials).
 */
export default function CategoryTutorialsPage() {
  const { category = '' } = useParams();
  const list = useTutorials(categoryTutorialFilters(category));

  return (
    <>
      <BackLink to={paths.categories} label={M.backToCategories} className="mb-4" />
      <PageHeader title={M.categoryTitle(category)} subtitle={M.categorySubtitle(category)} />
      <ResultCount list={list} text={M.showing} />
      <TutorialGrid
        list={list}
        href={paths.tutorialInList}
        empty={<ListEmpty title={M.empty} filtered={false} unfilteredTitle={M.categoryEmpty} />}
      />
    </>
  );
}
