import { DifficultyBadge } from '../../../components/difficulty-badge';
import { Badge } from '../../../components/ui/badge';

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
      {category && <Badge tone="brand">{category}</Badge>}
      <DifficultyBadge difficulty={difficulty} />
    </>
  );
}
