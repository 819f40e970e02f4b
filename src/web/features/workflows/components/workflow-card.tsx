import { memo } from 'react';
import { Clock, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { WORKFLOW_CARD_TOOL_COUNT } from '@shared/limits';
import type { WorkflowCard as WorkflowCardData } from '@shared/workflows';
import { CardSaveAction } from '../../../components/item-actions';
import { ToolChips } from '../../../components/tool-chip';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';
import { WORKFLOWS_MESSAGES as M } from '../messages';
import { WorkflowBadges } from './workflow-badges';

/** A workflow in a list: its tools, 4 then '+N more tools' (docs/product.md#workflows). */
function WorkflowCardView({ workflow }: { workflow: WorkflowCardData }) {
  return (
    <Card className="relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2">
        <WorkflowBadges category={workflow.category} difficulty={workflow.difficulty} />
      </div>
      {/* The toggle follows the title, so the card's link stays its first control. */}
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link
            to={paths.workflow(workflow.id)}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {workflow.title}
          </Link>
        </h2>
        <CardSaveAction itemType="workflow" itemId={workflow.id} itemName={workflow.title} />
      </div>
      {workflow.description && (
        <p className="line-clamp-3 text-sm text-slate-600">{workflow.description}</p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
        {workflow.estimatedTime && (
          <span className="inline-flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">{M.estimatedTime}:</span> {workflow.estimatedTime}
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <ListOrdered className="h-3.5 w-3.5" aria-hidden="true" />
          {M.stepCount(workflow.stepCount)}
        </span>
      </div>
      {/* Above the card-wide link, so each chip opens its own tool. */}
      <div className="relative z-10 mt-auto">
        <ToolChips
          names={workflow.tools}
          max={WORKFLOW_CARD_TOOL_COUNT}
          more={M.moreTools}
          label={M.tools}
        />
      </div>
    </Card>
  );
}

// Not rendered again while its workflow is the same (docs/architecture.md#first-paint).
export const WorkflowCard = memo(WorkflowCardView);
