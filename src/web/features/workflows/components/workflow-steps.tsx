import type { WorkflowStep } from '@shared/workflows';
import { ToolChips } from '../../../components/tool-chip';
import { Card } from '../../../components/ui/card';
import { WORKFLOWS_MESSAGES as M } from '../messages';

/**
 * The tools and alternatives of one step, as chips that open the tool; with `newTab` in a new
 * tab (the runner's, so a run is never left).
 */
export function StepTools({ step, newTab = false }: { step: WorkflowStep; newTab?: boolean }) {
  return (
    <>
      {step.tools.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium text-slate-500">{M.tools}:</span>
          <ToolChips names={step.tools} label={`${M.tools}: ${step.task}`} newTab={newTab} />
        </div>
      )}
      {step.alternatives.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium text-slate-500">{M.alternatives}:</span>
          <ToolChips
            names={step.alternatives}
            label={`${M.alternatives}: ${step.task}`}
            newTab={newTab}
          />
        </div>
      )}
    </>
  );
}

/** The numbered steps of a workflow's detail page (docs/product.md#workflows). */
export function WorkflowSteps({ steps }: { steps: WorkflowStep[] }) {
  return (
    <section aria-labelledby="workflow-steps">
      <h2 id="workflow-steps" className="mb-3 text-xl font-semibold">
        {M.steps}
      </h2>
      <ol className="space-y-3">
        {steps.map((step) => (
          <li key={step.stepNumber}>
            <Card className="flex gap-4 p-5">
              <span
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
                aria-hidden="true"
              >
                {step.stepNumber}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-slate-900">
                  <span className="sr-only">{M.stepOf(step.stepNumber, steps.length)}: </span>
                  {step.task}
                </h3>
                {step.description && (
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-600">
                    {step.description}
                  </p>
                )}
                <StepTools step={step} />
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
