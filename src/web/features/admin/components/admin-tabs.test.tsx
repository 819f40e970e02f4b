// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
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
