import type { SaveTutorialRequest, TutorialResponse } from '@shared/tutorials';
import { CrudTab } from '../../components/crud-tab';
import { TUTORIALS_ADMIN_MESSAGES as M } from '../../messages';
import { AdminTutorialCard } from './admin-tutorial-card';
import { TutorialForm } from './tutorial-form';

/** The Tutorials tab: list, Add and Edit forms (SPEC §2, §5). */
export function TutorialsTab() {
  return (
    <CrudTab<TutorialResponse, SaveTutorialRequest>
      resource="tutorials"
      labels={M.labels}
      itemName={(tutorial) => tutorial.title}
      renderItem={(tutorial, actions) => (
        <AdminTutorialCard tutorial={tutorial} actions={actions} />
      )}
      Form={TutorialForm}
    />
  );
}
