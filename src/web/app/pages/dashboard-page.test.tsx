// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_MESSAGES } from '../../features/dashboard/messages';
import { renderWithClient } from '../../lib/test-render';
import DashboardPage from './dashboard-page';
import { reply, stubApi } from '../../lib/test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe('/dashboard when the member’s record cannot be made (docs/product.md#dashboard)', () => {
  it("says 'Gagal membuat profil' and offers a retry on the page", async () => {
    stubApi({
      'GET /api/me/dashboard': () => reply(500, { error: { code: 'internal', message: 'Boom' } }),
    });
    renderWithClient(<DashboardPage />);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Gagal membuat profil'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.getByText(DASHBOARD_MESSAGES.loadFailed)).toBeTruthy();
  });

  it('says nothing of it when the session has ended (the app goes to /landing)', async () => {
    stubApi({
      'GET /api/me/dashboard': () =>
        reply(401, { error: { code: 'unauthenticated', message: 'Sila log masuk.' } }),
    });
    renderWithClient(<DashboardPage />);
    expect(await screen.findByText(DASHBOARD_MESSAGES.loadFailed)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
