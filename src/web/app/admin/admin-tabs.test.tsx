// @vitest-environment jsdom
import { ADMIN_UI } from '../../admin/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { adminKeys } from '../../lib/query-keys';
import { renderAdmin, setupAdminTests } from '../../admin/test-utils';
import { AdminTabs } from './admin-tabs';
import { apiError, stubApi, page } from '../../lib/test-api';
import type { AdminStatsResponse } from '@shared/admin';

setupAdminTests();

const stats = (pendingUsers: number): AdminStatsResponse => ({
  totalUsers: 10,
  pendingUsers,
  tools: 0,
  tutorials: 0,
  workflows: 0,
  categories: 0,
});

describe('the Users tab’s pending count (docs/product.md#admin-panel "Admin")', () => {
  it("says 'Failed to fetch pending users count' when the count cannot be read", async () => {
    stubApi({
      'GET /api/admin/stats': () => apiError(500, 'Ralat pelayan'),
      'GET /api/admin/users': () => page([]),
    });
    renderAdmin(<AdminTabs />);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to fetch pending users count'),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: ADMIN_UI.tabs.users })).toBeTruthy();
  });

  it('says it once per run of failures: again only after a count has arrived', async () => {
    let answer: () => AdminStatsResponse | Response = () => apiError(500, 'Ralat pelayan');
    const requests = stubApi({
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

    answer = () => stats(3);
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
    stubApi({
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
    stubApi({
      'GET /api/admin/stats': () => stats(2),
      'GET /api/admin/users': () => page([]),
    });
    renderAdmin(<AdminTabs />);
    expect(await screen.findByRole('tab', { name: 'Users 2 pending' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
