import type { WorkflowResponse } from '@shared/workflows';
import { CrudTab } from '../../../admin/components/crud-tab';
import { WORKFLOWS_ADMIN_MESSAGES as M } from './messages';
import { AdminWorkflowCard } from './admin-workflow-card';
import { WorkflowForm, type WorkflowBody } from './workflow-form';

/** The Workflows tab: list, Add and Edit forms (docs/product.md#admin-panel). */
export function WorkflowsTab() {
  return (
    <CrudTab<WorkflowResponse, WorkflowBody>
      resource="workflows"
      labels={M.labels}
      formMessages={M.form}
      itemName={(workflow) => workflow.title}
      renderItem={(workflow, actions) => (
        <AdminWorkflowCard workflow={workflow} actions={actions} />
      )}
      Form={WorkflowForm}
    />
  );
}
