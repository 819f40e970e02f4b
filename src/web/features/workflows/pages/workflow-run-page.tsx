import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ItemQueryView } from '../../../components/item-query-view';
import { paths } from '../../../lib/paths';
import { useCompleteWorkflow } from '../api/complete-workflow';
import { useWorkflow } from '../api/get-workflow';
import { WorkflowBadges } from '../components/workflow-badges';
import { KeptRunner } from '../components/kept-runner';
import { WORKFLOWS_MESSAGES as M } from '../messages';

/** /workflows/{id}/execute: the interactive step runner with its timer (docs/product.md#workflows). */
export default function WorkflowRunPage() {
  const { id = '' } = useParams();
  const query = useWorkflow(id);
  const complete = useCompleteWorkflow();

  return (
    <ItemQueryView
      query={query}
      notFound={M.notFound}
      loadFailed={M.loadFailed}
      back={<BackLink to={paths.workflows} label={M.backToWorkflows} />}
      skeleton="single"
    >
      {(workflow) => (
        <div className="space-y-6">
          <BackLink to={paths.workflow(workflow.id)} label={M.backToWorkflow} />
          <header>
            <div className="mb-2 flex flex-wrap gap-2">
              <WorkflowBadges category={workflow.category} difficulty={workflow.difficulty} />
            </div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{workflow.title}</h1>
            {workflow.goal && <p className="mt-1 text-slate-600">{workflow.goal}</p>}
          </header>
          <KeptRunner key={workflow.id} workflow={workflow} complete={complete.mutateAsync} />
        </div>
      )}
    </ItemQueryView>
  );
}
