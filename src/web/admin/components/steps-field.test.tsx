// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { STEPS_MESSAGES as M, TOOL_PICKER_MESSAGES as P } from './messages';
import { renderAdmin, setupAdminTests } from '../test-utils';
import { StepsField } from './steps-field';
import { stubApi, page } from '../../lib/test-api';

setupAdminTests();

interface Step {
  task: string;
  description: string;
  tools: string[];
  alternatives: string[];
}
const step = (task: string, tools: string[] = [], alternatives: string[] = []): Step => ({
  task,
  description: `Buat ${task}`,
  tools,
  alternatives,
});
const LISTS = [
  { key: 'tools', label: 'Tools' },
  { key: 'alternatives', label: 'Alternatives' },
] as const;

/** The steps editor in a workflow-shaped form. */
function Harness({ initial, onSave }: { initial: Step[]; onSave: (v: unknown) => void }) {
  const form = useForm<{ steps: Step[] }>({ defaultValues: { steps: initial } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSave)}>
        <StepsField id="steps" nameKey="task" nameLabel="Task" lists={LISTS} />
        <button type="submit">Hantar</button>
      </form>
    </FormProvider>
  );
}

function renderSteps(initial: Step[]) {
  stubApi({ 'GET /api/tools': () => page([]) });
  const onSave = vi.fn();
  renderAdmin(<Harness initial={initial} onSave={onSave} />);
  return onSave;
}

const legends = () =>
  screen
    .getAllByRole('group')
    .map((g) => g.querySelector(':scope > legend')?.textContent)
    .filter((t) => t?.startsWith('Step '));
const task = (n: number) => screen.getByLabelText<HTMLInputElement>(`${M.step(n)} Task`);
const chipsOf = (list: string) =>
  within(screen.getByRole('list', { name: P.selected(list) }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('StepsField (docs/product.md#admin-panel: steps renumbered 1..n after a removal)', () => {
  it('renumbers the steps after a removal and keeps everything of the others', async () => {
    const onSave = renderSteps([
      step('Satu', ['ChatGPT'], ['Claude']),
      step('Dua', ['Canva']),
      step('Tiga', ['Gemini', 'Notion AI'], ['Copilot']),
    ]);
    expect(legends()).toEqual(['Step 1', 'Step 2', 'Step 3']);

    fireEvent.click(screen.getByRole('button', { name: M.remove(2) }));
    expect(legends()).toEqual(['Step 1', 'Step 2']);
    expect(task(1).value).toBe('Satu');
    expect(task(2).value).toBe('Tiga');
    expect(screen.queryByRole('button', { name: M.remove(3) })).toBeNull();
    expect(chipsOf(M.field(2, 'Tools'))).toEqual(['Gemini', 'Notion AI']);
    expect(chipsOf(M.field(2, 'Alternatives'))).toEqual(['Copilot']);
    // The focus goes to the step that took the removed one's place.
    expect(document.activeElement).toBe(task(2));

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Hantar' })));
    expect(onSave).toHaveBeenCalledWith(
      {
        steps: [
          step('Satu', ['ChatGPT'], ['Claude']),
          step('Tiga', ['Gemini', 'Notion AI'], ['Copilot']),
        ],
      },
      expect.anything(),
    );
  });

  it('adds an empty numbered step and puts the focus in its task', () => {
    renderSteps([step('Satu')]);
    fireEvent.click(screen.getByRole('button', { name: M.add }));
    expect(legends()).toEqual(['Step 1', 'Step 2']);
    expect(task(2).value).toBe('');
    expect(document.activeElement).toBe(task(2));
    fireEvent.click(screen.getByRole('button', { name: M.remove(1) }));
    fireEvent.click(screen.getByRole('button', { name: M.remove(1) }));
    expect(legends()).toEqual([]);
    expect(screen.getByText(M.none)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: M.add }));
  });
});
