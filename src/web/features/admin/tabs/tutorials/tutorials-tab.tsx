import type { SaveTutorialRequest, TutorialResponse } from '@shared/tutorials';
import { useAdminLearningPath } from '../../api/get-learning-path';
import { CrudTab } from '../../components/crud-tab';
import { TUTORIALS_ADMIN_MESSAGES as M } from '../../messages';
import { AdminTutorialCard } from './admin-tutorial-card';
import { LearningPathButton } from './learning-path-button';
import { TutorialForm } from './tutorial-form';

/**
 * The Tutorials tab: list, Add and Edit forms (SPEC §2, §5), and on each card its place in the
 * learning path with the action to add or remove it (SPEC §4).
 */
export function TutorialsTab() {
  const path = useAdminLearningPath();
  const positions = new Map(
    (path.data?.slots ?? []).flatMap((slot) =>
      slot.tutorial ? [[slot.tutorial.id, slot.position] as const] : [],
    ),
  );
  return (
    <CrudTab<TutorialResponse, SaveTutorialRequest>
      resource="tutorials"
      labels={M.labels}
      itemName={(tutorial) => tutorial.title}
      renderItem={(tutorial, actions) => {
        const position = positions.get(tutorial.id) ?? null;
        return (
          <AdminTutorialCard
            tutorial={tutorial}
            pathPosition={position}
            actions={
              <>
                {actions}
                <LearningPathButton
                  tutorial={tutorial}
                  position={position}
                  ready={path.isSuccess}
                />
              </>
            }
          />
        );
      }}
      Form={TutorialForm}
    />
  );
}
