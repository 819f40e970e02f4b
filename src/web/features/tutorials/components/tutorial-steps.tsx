import type { TutorialStep } from '@shared/tutorials';
import { ToolChips } from '../../../components/tool-chip';
import { Card } from '../../../components/ui/card';
import { TUTORIALS_MESSAGES as M } from '../messages';

/** The numbered steps, each with the tools it uses as chips that open the tool (docs/product.md#tutorials). */
export function TutorialSteps({ steps }: { steps: TutorialStep[] }) {
  if (steps.length === 0) return null;
  return (
    <Card className="p-6">
      <h2 id="steps-heading" className="mb-4 text-lg font-semibold">
        {M.steps}
      </h2>
      <ol className="space-y-5" aria-labelledby="steps-heading">
        {steps.map((step, i) => (
          <li key={i} className="flex gap-4">
            <span
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div className="min-w-0 flex-1 space-y-2">
              {step.title && <h3 className="font-semibold text-slate-900">{step.title}</h3>}
              {step.description && (
                <p className="whitespace-pre-line text-slate-700">{step.description}</p>
              )}
              <ToolChips names={step.tools} label={M.stepTools(i + 1)} />
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
