import type { SaveTutorialRequest, TutorialResponse } from '@shared/tutorials';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { useAdminLearningPath } from '../../../admin/api/get-learning-path';
import { CrudTab } from '../../../admin/components/crud-tab';
import { LEARNING_PATH_CARD_MESSAGES as P, TUTORIALS_ADMIN_MESSAGES as M } from './messages';
import { AdminTutorialCard } from './admin-tutorial-card';
import { LearningPathButton } from './learning-path-button';
import { TutorialForm } from './tutorial-form';

/**
 * The Tutorials tab: list, Add and Edit forms (docs/product.md#admin-panel), and on each card its place in the
 * learning path with the action to add or remove it (docs/product.md#admin-panel).
 */
export function TutorialsTab() {
  const path = useAdminLearningPath();
  // Known once loaded, and still known when a later refresh fails: the buttons stay usable (and
  // keep the focus) on the path as last read; the server refuses a change that no longer fits.
  const known = path.data !== undefined;
  const positions = new Map(
    (path.data?.slots ?? []).flatMap((slot) =>
      slot.tutorial ? [[slot.tutorial.id, slot.position] as const] : [],
    ),
  );
  return (
    <CrudTab<TutorialResponse, SaveTutorialRequest>
      resource="tutorials"
      labels={M.labels}
      formMessages={M.form}
      itemName={(tutorial) => tutorial.title}
      aboveList={
        // Without the path the cards' Add and Remove stay disabled: say why, and offer a retry.
        !known && path.isError ? (
          <div role="alert" className="mb-4 space-y-2 text-sm text-red-700">
            <p>{P.loadFailed(messageOf(path.error))}</p>
            <Button variant="outline" size="sm" onClick={() => void path.refetch()}>
              {P.retry}
            </Button>
          </div>
        ) : undefined
      }
      renderItem={(tutorial, actions) => {
        const position = positions.get(tutorial.id) ?? null;
        return (
          <AdminTutorialCard
            tutorial={tutorial}
            pathPosition={position}
            actions={
              <>
                {actions}
                <LearningPathButton tutorial={tutorial} position={position} ready={known} />
              </>
            }
          />
        );
      }}
      Form={TutorialForm}
    />
  );
}
