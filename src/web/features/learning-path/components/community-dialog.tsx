import { Link } from 'react-router';
import { httpUrlOrNull } from '@shared/urls';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { Badge } from '../../../components/ui/badge';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useSite } from '../../../lib/site';
import { useLearningPath } from '../api/get-learning-path';
import { COMMUNITY_MESSAGES as M } from '../messages';
import { ExternalTextLink } from '../../../components/external-link-button';
import { CategoryBadge } from '../../../components/category-look';

function LearningPathList() {
  const path = useLearningPath();
  if (path.isPending) return <Spinner />;
  if (path.isError) return <p role="alert">{M.loadFailed}</p>;
  if (path.data.items.length === 0) {
    return (
      <div className="rounded-lg bg-slate-50 p-4 text-center">
        <p className="font-medium text-slate-800">{M.empty}</p>
        <p className="mt-1 text-sm text-slate-600">{M.emptyHint}</p>
      </div>
    );
  }
  return (
    <ol aria-label={M.listLabel} className="space-y-2">
      {/* The server keeps the saved positions 1..n in order, so the n-th is Langkah n. */}
      {path.data.items.map((tutorial, i) => (
        <li key={tutorial.id}>
          <Link
            to={paths.tutorial(tutorial.id)}
            className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-600 hover:bg-brand-50"
          >
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
            >
              {i + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="sr-only">{M.step(i + 1)}: </span>
              <span className="block font-medium text-slate-900">{tutorial.title}</span>
              <span className="mt-1 flex flex-wrap gap-1.5">
                {i === 0 && <Badge tone="green">{M.startHere}</Badge>}
                <CategoryBadge category={tutorial.category} />
                <DifficultyBadge difficulty={tutorial.difficulty} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * docs/product.md#learning-path /dashboard: the Community dialog with the learning path in order,
 * mounted while open (community-button.tsx loads it on the first press).
 */
export function CommunityDialog({ onClose }: { onClose: () => void }) {
  const group = httpUrlOrNull(useSite().data?.links.learningGroup);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={M.title}
      description={M.description}
    >
      <LearningPathList />
      {group && (
        <ExternalTextLink href={group} className="mt-4 text-sm">
          {M.joinGroup}
        </ExternalTextLink>
      )}
    </Dialog>
  );
}
