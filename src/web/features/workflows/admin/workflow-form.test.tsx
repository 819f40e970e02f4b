// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_MESSAGES, type WorkflowResponse } from '@shared/workflows';
import {
  PROMPT_PICKER_MESSAGES,
  STEPS_MESSAGES as S,
  TOOL_PICKER_MESSAGES as P,
} from '../../../admin/components/messages';
import { WORKFLOWS_ADMIN_MESSAGES } from './messages';
import {
  CATEGORY_ROUTES,
  renderAdminForm,
  setupAdminTests,
  submitForm,
} from '../../../admin/test-utils';
import { WorkflowForm } from './workflow-form';
import { page } from '../../../lib/test-api';

const M = WORKFLOWS_ADMIN_MESSAGES.form;
const STEPS: WorkflowResponse['steps'] = [
  {
    stepNumber: 1,
    task: 'Rangka',
    description: '',
    tools: ['ChatGPT'],
    alternatives: [],
    prompts: ['Rangka Artikel Blog'],
  },
  {
    stepNumber: 2,
    task: 'Draf',
    description: 'Tulis',
    tools: [],
    alternatives: ['Claude'],
    prompts: [],
  },
];
const WORKFLOW: WorkflowResponse = {
  id: 'w1',
  title: 'Tulis Blog',
  goal: null,
  description: null,
  category: 'Writing',
  difficulty: 'Sederhana',
  estimatedTime: '1 jam',
  steps: STEPS,
  tools: ['ChatGPT'],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const renderForm = (item?: WorkflowResponse) =>
  renderAdminForm(WorkflowForm, item, {
    ...CATEGORY_ROUTES,
    'GET /api/tools': () => page([]),
    'GET /api/prompts': () => page([]),
  });
const difficulty = () => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(M.difficulty);

setupAdminTests();

describe('WorkflowForm (docs/product.md#admin-panel Add Workflow and Edit Workflow)', () => {
  it('adding picks the difficulty from Beginner, Intermediate and Advanced', async () => {
    const onSubmit = renderForm();
    expect(difficulty().tagName).toBe('SELECT');
    const options = [...(difficulty() as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['', 'Beginner', 'Intermediate', 'Advanced']);

    await submitForm();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: WORKFLOW_MESSAGES.titleRequired,
    });

    fireEvent.change(screen.getByLabelText(M.title), { target: { value: 'Aliran Baru' } });
    await screen.findByRole('option', { name: 'Coding' });
    fireEvent.change(screen.getByLabelText(M.category), { target: { value: 'Coding' } });
    fireEvent.change(difficulty(), { target: { value: 'Advanced' } });
    fireEvent.click(screen.getByRole('button', { name: S.add }));
    fireEvent.click(screen.getByRole('button', { name: S.add }));
    fireEvent.click(screen.getByRole('button', { name: S.add }));
    // Step 1 stays without a task and is dropped; the others are numbered 1..n.
    fireEvent.change(screen.getByLabelText(`${S.step(2)} ${M.task}`), {
      target: { value: 'Kod' },
    });
    const tools = screen.getByRole('combobox', { name: P.input(S.field(2, M.tools)) });
    fireEvent.change(tools, { target: { value: 'Cursor' } });
    fireEvent.keyDown(tools, { key: 'Enter' });
    // Issue 19: a step's prompts come from the library, by title.
    const prompts = screen.getByRole('combobox', {
      name: PROMPT_PICKER_MESSAGES.input(S.field(2, M.prompts)),
    });
    fireEvent.change(prompts, { target: { value: 'Terangkan Kod' } });
    fireEvent.keyDown(prompts, { key: 'Enter' });
    fireEvent.change(screen.getByLabelText(`${S.step(3)} ${M.task}`), {
      target: { value: 'Uji' },
    });
    await submitForm();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Aliran Baru',
        category: 'Coding',
        difficulty: 'Advanced',
        steps: [
          {
            stepNumber: 1,
            task: 'Kod',
            description: '',
            tools: ['Cursor'],
            alternatives: [],
            prompts: ['Terangkan Kod'],
          },
          {
            stepNumber: 2,
            task: 'Uji',
            description: '',
            tools: [],
            alternatives: [],
            prompts: [],
          },
        ],
      }),
    );
  });

  it('editing takes the difficulty as free text and starts from the workflow', async () => {
    const onSubmit = renderForm(WORKFLOW);
    expect(difficulty().tagName).toBe('INPUT');
    expect(difficulty().value).toBe('Sederhana');
    expect(screen.getByLabelText<HTMLInputElement>(`${S.step(2)} ${M.task}`).value).toBe('Draf');
    expect(
      screen.getByRole('button', { name: P.remove('Claude', S.field(2, M.alternatives)) }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: P.remove('Rangka Artikel Blog', S.field(1, M.prompts)) }),
    ).toBeTruthy();
    fireEvent.change(difficulty(), { target: { value: 'Mudah sahaja' } });
    fireEvent.change(screen.getByLabelText(M.category), { target: { value: '' } });
    await submitForm();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        difficulty: 'Mudah sahaja',
        category: null,
        steps: STEPS,
      }),
    );
  });
});
