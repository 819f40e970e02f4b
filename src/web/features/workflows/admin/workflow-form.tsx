import {
  CreateWorkflowRequest,
  UpdateWorkflowRequest,
  WORKFLOW_DIFFICULTIES,
  type WorkflowForm as WorkflowFormValues,
  type WorkflowResponse,
} from '@shared/workflows';
import { FieldGroup, useZodForm } from '../../../components/form/form';
import { AdminForm, type AdminFormProps } from '../../../admin/components/admin-form';
import { adminFieldsOf } from '../../../admin/components/form-fields';
import { StepsField } from '../../../admin/components/steps-field';
import { WORKFLOWS_ADMIN_MESSAGES } from './messages';

const M = WORKFLOWS_ADMIN_MESSAGES.form;
const F = adminFieldsOf<WorkflowFormValues>();
export type WorkflowBody = CreateWorkflowRequest | UpdateWorkflowRequest;
const STEP_LISTS = () =>
  [
    { key: 'tools', label: M.tools },
    { key: 'alternatives', label: M.alternatives },
    // Issue 19: prompts from the library the member acts on in the step.
    { key: 'prompts', label: M.prompts, kind: 'prompt' },
  ] as const;

const valuesOf = (workflow?: WorkflowResponse): WorkflowFormValues => ({
  title: workflow?.title ?? '',
  goal: workflow?.goal ?? '',
  description: workflow?.description ?? '',
  category: workflow?.category ?? '',
  difficulty: workflow?.difficulty ?? '',
  estimatedTime: workflow?.estimatedTime ?? '',
  steps:
    workflow?.steps.map(({ task, description, tools, alternatives, prompts }) => ({
      task,
      description,
      tools: [...tools],
      alternatives: [...alternatives],
      prompts: [...prompts],
    })) ?? [],
});

/**
 * Add Workflow and Edit Workflow, one component (docs/product.md#admin-panel): adding needs a title and a category
 * and picks the difficulty from the three levels; editing needs a title and takes the
 * difficulty as free text. Steps without a task are dropped and the rest renumbered 1..n.
 */
export function WorkflowForm({
  item,
  onSubmit,
  onCancel,
}: AdminFormProps<WorkflowResponse, WorkflowBody>) {
  const editing = item !== undefined;
  const form = useZodForm<WorkflowFormValues, WorkflowBody>(
    editing ? UpdateWorkflowRequest : CreateWorkflowRequest,
    { defaultValues: valuesOf(item) },
  );
  const difficulty = {
    name: 'difficulty',
    id: 'workflow-difficulty',
    label: M.difficulty,
  } as const;
  return (
    <AdminForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <F.Text name="title" id="workflow-title" label={M.title} wide />
        <F.Text name="goal" id="workflow-goal" label={M.goal} wide />
        <F.TextArea
          name="description"
          id="workflow-description"
          label={M.description}
          rows={3}
          wide
        />
        <F.Category
          name="category"
          id="workflow-category"
          label={M.category}
          current={item?.category}
          placeholder={editing ? M.noCategory : M.categoryPlaceholder}
        />
        {editing ? (
          <F.Text {...difficulty} placeholder={M.difficultyPlaceholder} />
        ) : (
          <F.Select {...difficulty} placeholder={M.noDifficulty} options={WORKFLOW_DIFFICULTIES} />
        )}
        <F.Text
          name="estimatedTime"
          id="workflow-estimated-time"
          label={M.estimatedTime}
          placeholder={M.estimatedTimePlaceholder}
        />
      </FieldGroup>
      <FieldGroup>
        <StepsField id="workflow-steps" nameKey="task" nameLabel={M.task} lists={STEP_LISTS()} />
      </FieldGroup>
    </AdminForm>
  );
}
