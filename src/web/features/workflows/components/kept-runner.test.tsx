// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKFLOW_RUN_MESSAGES, type WorkflowRun } from '@shared/workflow-runs';
import { workflowOf } from '../../../lib/test-data';
import { renderWithClient } from '../../../lib/test-render';
import { apiError, reply, stubApi, type ApiRequest } from '../../../lib/test-api';
import { WORKFLOWS_MESSAGES as M } from '../messages';
import { KeptRunner } from './kept-runner';

const workflow = workflowOf(['Satu', 'Dua', 'Tiga']);
const runAt = (current: number, updatedAt: string): WorkflowRun => ({
  current,
  completed: Array.from({ length: current }, (_, i) => i),
  elapsedMs: 0,
  running: false,
  startedAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
  finishedAt: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('KeptRunner (issue 19)', () => {
  it('sends each change with the run it was made on, and starts from a newer run when refused', async () => {
    let kept = runAt(1, '2026-01-01T00:01:00.000Z');
    const requests: ApiRequest[] = [];
    stubApi({
      'GET /api/me/workflow-runs/:id': () => ({ run: kept }),
      'PUT /api/me/workflow-runs/:id': (request) => {
        requests.push(request);
        const since = (request.body as { since: string | null }).since;
        // Another device moved the run on after this page read it.
        if (since !== kept.updatedAt)
          return apiError(409, WORKFLOW_RUN_MESSAGES.changedElsewhere, 'run_changed');
        kept = { ...runAt(2, '2026-01-01T00:02:00.000Z') };
        return { run: kept };
      },
    });
    renderWithClient(<KeptRunner workflow={workflow} complete={vi.fn()} />);
    expect(await screen.findByRole('region', { name: 'Dua' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: M.completeNext }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ current: 2, since: '2026-01-01T00:01:00.000Z' });
    // The next change builds on the answer's run.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Tiga' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: M.previous }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body).toMatchObject({ since: '2026-01-01T00:02:00.000Z' });

    // Meanwhile a phone reset the run and went on: this page's next change is refused, and the
    // runner shows the phone's run instead of overwriting it.
    kept = runAt(0, '2026-01-01T00:09:00.000Z');
    fireEvent.click(screen.getByRole('button', { name: M.completeNext }));
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(WORKFLOW_RUN_MESSAGES.changedElsewhere),
    );
    expect(await screen.findByRole('region', { name: 'Satu' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows a retry, never a fresh run, when the kept run cannot be read', async () => {
    let fail = true;
    stubApi({
      'GET /api/me/workflow-runs/:id': () =>
        fail ? reply(500, { error: { code: 'x', message: 'x' } }) : { run: runAt(2, 'x') },
    });
    renderWithClient(<KeptRunner workflow={workflow} complete={vi.fn()} />);
    expect(await screen.findByText(M.runLoadFailed)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Satu' })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    expect(await screen.findByRole('region', { name: 'Tiga' })).toBeTruthy();
  });
});
