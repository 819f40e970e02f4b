import { Clock, Play, RotateCw, Target } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { WorkflowResponse } from '@shared/workflows';
import { BackLink } from '../../../components/back-link';
import { EmptyState } from '../../../components/empty-state';
import { DetailItemControls, usePreloadPart } from '../../../components/item-actions';
import { ItemQueryView } from '../../../components/item-query-view';
import { ToolChips } from '../../../components/tool-chip';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { useWorkflow } from '../api/get-workflow';
import { useWorkflowRunQuery } from '../api/workflow-run';
import { WorkflowBadges } from '../components/workflow-badges';
import { WorkflowSteps } from '../components/workflow-steps';
import { WORKFLOWS_MESSAGES as M } from '../messages';

const backToWorkflows = () => <BackLink to={paths.workflows} label={M.backToWorkflows} />;

/** /workflows/{id}: goal, required tools, numbered steps and the start button (docs/product.md#workflows). */
export default function WorkflowDetailPage() {
  const { id = '' } = useParams();
  usePreloadPart('DetailControls');
  const query = useWorkflow(id);
  return (
    <ItemQueryView
      query={query}
      notFound={M.notFound}
      loadFailed={M.loadFailed}
      back={backToWorkflows()}
      skeleton="single"
    >
      {(workflow) => <WorkflowDetail workflow={workflow} />}
    </ItemQueryView>
  );
}

function WorkflowDetail({ workflow }: { workflow: WorkflowResponse }) {
  const start = (
    <Link to={paths.workflowRun(workflow.id)} className={buttonClass({ size: 'lg' })}>
      <Play className="h-4 w-4" aria-hidden="true" /> {M.start}
    </Link>
  );
  return (
    <article className="space-y-6">
      {backToWorkflows()}
      <Card className="p-6 sm:p-8">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <WorkflowBadges category={workflow.category} difficulty={workflow.difficulty} />
          {workflow.estimatedTime && (
            <span className="inline-flex items-center gap-1 text-sm text-slate-500">
              <Clock className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{M.estimatedTime}:</span> {workflow.estimatedTime}
            </span>
          )}
        </div>
        <h1 className="text-3xl font-bold text-slate-900">{workflow.title}</h1>
        {workflow.goal && (
          <div className="mt-4 flex gap-3 rounded-lg bg-brand-50 p-4">
            <Target className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <h2 className="text-sm font-semibold text-brand-900">{M.goal}</h2>
              <p className="text-slate-700">{workflow.goal}</p>
            </div>
          </div>
        )}
        {workflow.description && (
          <p className="mt-4 whitespace-pre-line text-slate-700">{workflow.description}</p>
        )}
        {workflow.steps.length > 0 && (
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {start}
            <ResumeLink workflow={workflow} />
          </div>
        )}
        <DetailItemControls itemType="workflow" itemId={workflow.id} />
      </Card>

      {workflow.tools.length > 0 && (
        <Card className="p-6">
          <h2 className="mb-3 text-lg font-semibold">{M.requiredTools}</h2>
          <ToolChips names={workflow.tools} label={M.requiredTools} />
        </Card>
      )}
      {workflow.steps.length > 0 ? (
        <WorkflowSteps steps={workflow.steps} />
      ) : (
        <EmptyState title={M.noSteps} />
      )}
    </article>
  );
}

/** Issue 19: a run left unfinished is offered where it stopped ("Sambung: langkah 3 daripada 6"). */
function ResumeLink({ workflow }: { workflow: WorkflowResponse }) {
  const run = useWorkflowRunQuery(workflow.id).data?.run;
  if (!run || run.finishedAt) return null;
  const total = workflow.steps.length;
  return (
    <Link
      to={paths.workflowRun(workflow.id)}
      className={buttonClass({ size: 'lg', variant: 'outline' })}
    >
      <RotateCw className="h-4 w-4" aria-hidden="true" />
      {M.resume(Math.min(run.current + 1, total), total)}
    </Link>
  );
}
