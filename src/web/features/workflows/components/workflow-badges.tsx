import { DifficultyBadge } from '../../../components/difficulty-badge';
import { CategoryBadge } from '../../../components/category-look';

/** A workflow's category and difficulty badges (docs/product.md#workflows workflow difficulty). */
export function WorkflowBadges({
  category,
  difficulty,
}: {
  category: string | null;
  difficulty: string | null;
}) {
  return (
    <>
      {category && <CategoryBadge category={category} />}
      <DifficultyBadge difficulty={difficulty} />
    </>
  );
}
