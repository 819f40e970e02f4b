// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatusesResponse } from '@shared/statuses';
import { renderWithClient } from '../../../lib/test-render';
import { MEMBER_ITEM_MESSAGES as M } from '../../../components/messages';
import { StatusSelect } from './status-select';
import { stubApi } from '../../../lib/test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AT = '2025-05-05T10:00:00.000Z';
const statuses: StatusesResponse = {
  tutorials: [{ tutorialId: 't1', status: 'watching', lastWatchedAt: AT }],
  items: [{ itemType: 'workflow', itemId: 'w1', status: 'tried', lastInteractionAt: AT }],
};
const optionLabels = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option')).map((o) => o.textContent);

describe('StatusSelect', () => {
  it("shows a tutorial's status labels with its saved status chosen", async () => {
    stubApi({ 'GET /api/me/statuses': () => statuses });
    renderWithClient(<StatusSelect itemType="tutorial" itemId="t1" />);
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    expect(optionLabels(select)).toEqual(['Belum Mula', 'Sedang Tonton', 'Selesai']);
    await waitFor(() => expect(select.value).toBe('watching'));
  });

  it('gives a tool without a saved status the default Belum Cuba', async () => {
    stubApi({ 'GET /api/me/statuses': () => statuses });
    renderWithClient(<StatusSelect itemType="tool" itemId="x" />);
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(optionLabels(select)).toEqual(['Belum Cuba', 'Sudah Cuba']);
    expect(select.value).toBe('not_tried');
  });

  it('saves a change and refreshes exactly the statuses and the dashboard', async () => {
    let saved = statuses;
    const requests = stubApi({
      'GET /api/me/statuses': () => saved,
      'PUT /api/me/items/:itemType/:itemId/status': () => {
        saved = {
          ...statuses,
          items: [{ itemType: 'tool', itemId: 'x', status: 'tried', lastInteractionAt: AT }],
        };
        return { itemType: 'tool', itemId: 'x', status: 'tried', lastInteractionAt: AT };
      },
    });
    const { client } = renderWithClient(<StatusSelect itemType="tool" itemId="x" />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    await waitFor(() => expect(select.disabled).toBe(false));
    fireEvent.change(select, { target: { value: 'tried' } });
    expect(select.value).toBe('tried');
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/me/items/tool/x/status',
      body: { status: 'tried' },
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['statuses'],
      ['dashboard'],
    ]);
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
    expect(select.value).toBe('tried');
  });

  it('saves a tutorial status through the tutorial route', async () => {
    const requests = stubApi({
      'GET /api/me/statuses': () => statuses,
      'PUT /api/me/tutorials/:id/status': () => ({
        tutorialId: 't1',
        status: 'completed',
        lastWatchedAt: AT,
      }),
    });
    renderWithClient(<StatusSelect itemType="tutorial" itemId="t1" />);
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    await waitFor(() => expect(select.value).toBe('watching'));
    fireEvent.change(select, { target: { value: 'completed' } });
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
        body: { status: 'completed' },
      }),
    );
  });

  it('marks a tutorial done with one press, says so, and then offers it no more (issue 19)', async () => {
    let saved = statuses;
    const requests = stubApi({
      'GET /api/me/statuses': () => saved,
      'PUT /api/me/tutorials/:id/status': () => {
        saved = {
          ...statuses,
          tutorials: [{ tutorialId: 't1', status: 'completed', lastWatchedAt: AT }],
        };
        return { tutorialId: 't1', status: 'completed', lastWatchedAt: AT };
      },
    });
    renderWithClient(<StatusSelect itemType="tutorial" itemId="t1" />);
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    await waitFor(() => expect(select.value).toBe('watching'));
    fireEvent.click(screen.getByRole('button', { name: M.markDone }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(M.statusSaved('Selesai')),
    );
    expect(toast.success).toHaveBeenCalledWith(M.markedDone);
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/me/tutorials/t1/status',
      body: { status: 'completed' },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: M.markDone })).toBeNull());
    expect(select.value).toBe('completed');
    // The button it pressed is gone: the focus is on the status, not lost.
    expect(document.activeElement).toBe(select);
  });

  it('offers no one-press done to a tool', async () => {
    stubApi({ 'GET /api/me/statuses': () => statuses });
    renderWithClient(<StatusSelect itemType="tool" itemId="x" />);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Status').disabled).toBe(false),
    );
    expect(screen.queryByRole('button', { name: M.markDone })).toBeNull();
  });
});
