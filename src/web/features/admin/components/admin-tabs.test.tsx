// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { adminKeys } from '../../../lib/query-keys';
import { ADMIN_UI as M } from '../messages';
import { apiError, mockApi, page, renderAdmin, setupAdminTests } from '../test-utils';
import { AdminTabs } from './admin-tabs';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

setupAdminTests();

describe('the Users tab’s pending count (SPEC §2, §8 "Admin")', () => {
  it("says 'Failed to fetch pending users count' when the count cannot be read", async () => {
    mockApi({
      'GET /api/admin/stats': () => apiError(500, 'Ralat pelayan'),
      'GET /api/admin/users': () => page([]),
    });
    renderAdmin(<AdminTabs />);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to fetch pending users count'),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: M.tabs.users })).toBeTruthy();
  });

  it('says it once per run of failures: again only after a count has arrived', async () => {
    let answer: () => unknown = () => apiError(500, 'Ralat pelayan');
    const requests = mockApi({
      'GET /api/admin/stats': () => answer(),
      'GET /api/admin/users': () => page([]),
    });
    const { client } = renderAdmin(<AdminTabs />);
    const asked = () => requests.filter((r) => r.path === '/api/admin/stats').length;
    // A live refresh, as a change on the server would bring.
    const refresh = async () => {
      const before = asked();
      await act(() => client.refetchQueries({ queryKey: adminKeys.stats() }));
      expect(asked()).toBe(before + 1);
    };
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    await refresh();
    await refresh();
    expect(toast.error).toHaveBeenCalledTimes(1);

    answer = () => ({ pendingUsers: 3 });
    await refresh();
    expect(await screen.findByRole('tab', { name: 'Users 3 pending' })).toBeTruthy();
    answer = () => apiError(503, 'Ralat pelayan');
    await refresh();
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    await refresh();
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenLastCalledWith('Failed to fetch pending users count');
  });

  it('says nothing of a lost session (the person is on their way to /landing)', async () => {
    mockApi({
      'GET /api/admin/stats': () => apiError(401, 'Sila log masuk'),
      'GET /api/admin/users': () => page([]),
    });
    const { client } = renderAdmin(<AdminTabs />);
    await waitFor(() =>
      expect(client.getQueryState(adminKeys.stats())?.error).toMatchObject({ status: 401 }),
    );
    await act(async () => {}); // the tab has rendered the failure
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says nothing when the count arrives', async () => {
    mockApi({
      'GET /api/admin/stats': () => ({ pendingUsers: 2 }),
      'GET /api/admin/users': () => page([]),
    });
    renderAdmin(<AdminTabs />);
    expect(await screen.findByRole('tab', { name: 'Users 2 pending' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
