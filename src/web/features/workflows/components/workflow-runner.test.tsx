// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import type { WorkflowCompletion, WorkflowRun } from '@shared/workflow-runs';
import { workflowOf } from '../../../lib/test-data';
import { WORKFLOWS_MESSAGES as M } from '../messages';
import { WorkflowRunner } from './workflow-runner';

function renderRunner(
  tasks: string[],
  onComplete: () => Promise<WorkflowCompletion | void> = vi.fn(() => Promise.resolve()),
  more: Partial<ComponentProps<typeof WorkflowRunner>> = {},
) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <WorkflowRunner workflow={workflowOf(tasks)} onComplete={onComplete} {...more} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onComplete;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const click = (name: string) => act(async () => void fireEvent.click(button(name)));
const percent = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const stepItems = () =>
  within(screen.getByRole('list', { name: M.stepList }))
    .getAllByRole('listitem')
    .map((li) => ({ text: li.textContent, current: li.getAttribute('aria-current') === 'step' }));
const tick = (seconds: number) => act(() => void vi.advanceTimersByTime(seconds * 1000));
const clock = () => screen.getByRole('timer').textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('WorkflowRunner (docs/product.md#workflows workflow run)', () => {
  it('starts at the first step with nothing completed and Previous disabled', () => {
    renderRunner(['Satu', 'Dua', 'Tiga']);
    expect(screen.getByText(M.stepOf(1, 3))).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Satu' })).toBeTruthy();
    expect(percent()).toBe('0');
    expect(button(M.previous).disabled).toBe(true);
    expect(button(M.completeNext).disabled).toBe(false);
    expect(stepItems()).toEqual([
      { text: '1. Satu (langkah semasa)', current: true },
      { text: '2. Dua', current: false },
      { text: '3. Tiga', current: false },
    ]);
  });

  it('Complete & Next Step marks the step done and moves on; Previous goes back', async () => {
    renderRunner(['Satu', 'Dua', 'Tiga']);
    await click(M.completeNext);
    expect(screen.getByRole('region', { name: 'Dua' })).toBeTruthy();
    expect(percent()).toBe('33');
    expect(screen.getByText(M.progressText(1, 3, 33))).toBeTruthy();
    expect(button(M.previous).disabled).toBe(false);
    expect(stepItems()[0]).toEqual({ text: '1. Satu (selesai)', current: false });
    expect(stepItems()[1]).toEqual({ text: '2. Dua (langkah semasa)', current: true });

    await click(M.previous);
    expect(screen.getByRole('region', { name: 'Satu' })).toBeTruthy();
    expect(button(M.previous).disabled).toBe(true);
    expect(percent()).toBe('33');
  });

  it('on the last step Complete Workflow marks it done, records it once and says so', async () => {
    const onComplete = renderRunner(['Satu', 'Dua', 'Tiga']);
    await click(M.completeNext);
    await click(M.completeNext);
    expect(screen.queryByRole('button', { name: M.completeNext })).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    await click(M.completeWorkflow);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(percent()).toBe('100');
    expect(screen.getByRole('region', { name: M.completed })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tiga' })).toBeTruthy();
    expect(button(M.completeWorkflow).disabled).toBe(true);
    expect(stepItems().map((s) => s.text)).toEqual([
      '1. Satu (selesai)',
      '2. Dua (selesai)',
      '3. Tiga (selesai) (langkah semasa)',
    ]);
  });

  it('a failed recording shows an error toast and keeps the run as it is', async () => {
    const onComplete = vi
      .fn()
      .mockRejectedValueOnce(new Error('rangkaian'))
      .mockResolvedValueOnce(undefined);
    renderRunner(['Satu', 'Dua'], onComplete);
    await click(M.completeNext);
    await click(M.completeWorkflow);
    expect(toast.error).toHaveBeenCalledWith(M.completeFailed);
    expect(percent()).toBe('100');
    expect(screen.queryByText(M.completed)).toBeNull();
    expect(button(M.completeWorkflow).disabled).toBe(false);

    await click(M.completeWorkflow);
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(screen.getByText(M.completed)).toBeTruthy();
  });

  it('a single-step workflow completes at 100%', async () => {
    const onComplete = renderRunner(['Sahaja']);
    expect(button(M.previous).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: M.completeNext })).toBeNull();
    await click(M.completeWorkflow);
    expect(percent()).toBe('100');
    expect(screen.getByText(M.progressText(1, 1, 100))).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('Reset returns to step 1, clears completed steps and zeroes and stops the timer', async () => {
    renderRunner(['Satu', 'Dua', 'Tiga']);
    await click(M.timerStart);
    tick(75);
    expect(clock()).toBe('01:15');
    await click(M.completeNext);
    await click(M.completeNext);
    await click(M.completeWorkflow);
    await click(M.reset);
    expect(screen.getByRole('region', { name: 'Satu' })).toBeTruthy();
    expect(percent()).toBe('0');
    expect(stepItems().filter((s) => s.text?.includes('selesai'))).toEqual([]);
    expect(screen.queryByText(M.completed)).toBeNull();
    expect(button(M.previous).disabled).toBe(true);
    expect(clock()).toBe('00:00');
    tick(10);
    expect(clock()).toBe('00:00');
    expect(button(M.timerStart)).toBeTruthy();
  });

  it('offers no Reset while the finish is being recorded (it would finish the new run)', async () => {
    let finish: () => void = () => {};
    const onComplete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderRunner(['Sahaja'], onComplete);
    await click(M.completeWorkflow);
    expect(button(M.reset).disabled).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole('region', { name: M.completed })).toBeTruthy();
    expect(button(M.reset).disabled).toBe(false);
    await click(M.reset);
    expect(percent()).toBe('0');
  });

  it('says so when the workflow has no steps', () => {
    renderRunner([]);
    expect(screen.getByText(M.noSteps)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('hands every press to be kept: the steps, and the timer with its time', async () => {
    const onChange = vi.fn();
    renderRunner(['Satu', 'Dua', 'Tiga'], undefined, { onChange });
    await click(M.timerStart);
    expect(onChange).toHaveBeenLastCalledWith({
      current: 0,
      completed: [],
      elapsedMs: 0,
      running: true,
    });
    tick(30);
    await click(M.completeNext);
    expect(onChange).toHaveBeenLastCalledWith({
      current: 1,
      completed: [0],
      elapsedMs: 30_000,
      running: true,
    });
    tick(5);
    await click(M.timerPause);
    expect(onChange).toHaveBeenLastCalledWith({
      current: 1,
      completed: [0],
      elapsedMs: 35_000,
      running: false,
    });
    await click(M.previous);
    expect(onChange).toHaveBeenLastCalledWith({
      current: 0,
      completed: [0],
      elapsedMs: 35_000,
      running: false,
    });
    await click(M.timerReset);
    expect(onChange).toHaveBeenLastCalledWith({
      current: 0,
      completed: [0],
      elapsedMs: 0,
      running: false,
    });
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('continues a kept run where it was, its timer still counting', () => {
    const saved: WorkflowRun = {
      current: 2,
      completed: [0, 1],
      elapsedMs: 125_000,
      running: true,
      startedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:02:05.000Z',
      finishedAt: null,
    };
    renderRunner(['Satu', 'Dua', 'Tiga', 'Empat'], undefined, { saved });
    expect(screen.getByRole('region', { name: 'Tiga' })).toBeTruthy();
    expect(percent()).toBe('50');
    expect(clock()).toBe('02:05');
    tick(3);
    expect(clock()).toBe('02:08');
    expect(button(M.timerPause)).toBeTruthy();
    expect(stepItems().map((step) => step.text)).toEqual([
      '1. Satu (selesai)',
      '2. Dua (selesai)',
      '3. Tiga (langkah semasa)',
      '4. Empat',
    ]);
  });

  it('finishing stops the timer and shows the time taken, the streak and what is next', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn(() =>
      Promise.resolve({
        elapsedMs: 95_000,
        streakDays: 4,
        next: { kind: 'tutorial' as const, id: 't9', title: 'Asas Prompt' },
      }),
    );
    renderRunner(['Satu', 'Dua'], onComplete, { onChange });
    await click(M.timerStart);
    tick(95);
    await click(M.completeNext);
    await click(M.completeWorkflow);
    // Kept as finished, with the timer stopped, before the completion is recorded.
    expect(onChange).toHaveBeenLastCalledWith({
      current: 1,
      completed: [0, 1],
      elapsedMs: 95_000,
      running: false,
    });
    const card = screen.getByRole('region', { name: M.completed });
    expect(document.activeElement).toBe(within(card).getByRole('heading'));
    expect(card.textContent).toContain(`${M.timeTaken}01:35`);
    expect(card.textContent).toContain(`${M.streak}${M.streakDays(4)}`);
    expect(
      within(card)
        .getByRole('link', { name: `${M.nextTitle}: Tutorial: Asas Prompt` })
        .getAttribute('href'),
    ).toBe('/learning/t9');
    expect(within(card).getByRole('link', { name: M.toDashboard })).toBeTruthy();
    expect(button(M.timerStart)).toBeTruthy();
    tick(10);
    expect(clock()).toBe('01:35');
  });

  it('a finished kept run shows its completion card; Reset forgets it', async () => {
    const onReset = vi.fn();
    const saved: WorkflowRun = {
      current: 0,
      completed: [0],
      elapsedMs: 61_000,
      running: false,
      startedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:01:01.000Z',
      finishedAt: '2026-01-01T00:01:01.000Z',
    };
    renderRunner(['Sahaja'], undefined, { saved, onReset });
    const card = screen.getByRole('region', { name: M.completed });
    expect(card.textContent).toContain('01:01');
    expect(button(M.completeWorkflow).disabled).toBe(true);
    await click(M.reset);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: M.completed })).toBeNull();
    expect(percent()).toBe('0');
  });
});
