import { Clock, ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import { WORKFLOW_CARD_TOOL_COUNT, type WorkflowResponse } from '@shared/workflows';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { BadgeList } from '../../../components/badge-list';
import { AdminCard, MetaItem } from '../../../admin/components/admin-card';
import { WORKFLOWS_ADMIN_MESSAGES as M } from './messages';

/** A workflow in the admin list: title, badges, time, step count and 4 tools then '+N more tools'. */
export function AdminWorkflowCard({
  workflow,
  actions,
}: {
  workflow: WorkflowResponse;
  actions: ReactNode;
}) {
  return (
    <AdminCard
      category={workflow.category}
      badges={<DifficultyBadge difficulty={workflow.difficulty} asStored />}
      title={workflow.title}
      actions={actions}
    >
      {workflow.description && (
        <p className="line-clamp-3 text-sm text-slate-600 wrap-anywhere">{workflow.description}</p>
      )}
      <ul className="space-y-1 text-sm text-slate-600">
        {workflow.estimatedTime && (
          <MetaItem icon={Clock}>{M.estimatedTime(workflow.estimatedTime)}</MetaItem>
        )}
        <MetaItem icon={ListOrdered}>{M.steps(workflow.steps.length)}</MetaItem>
      </ul>
      <BadgeList
        label={M.tools}
        items={workflow.tools}
        max={WORKFLOW_CARD_TOOL_COUNT}
        more={M.moreTools}
      />
    </AdminCard>
  );
}
