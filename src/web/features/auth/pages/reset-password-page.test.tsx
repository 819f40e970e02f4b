// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { API_CLIENT_MESSAGES } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/session';
import { testMember } from '../../../lib/test-render';
import { RESET_MESSAGES as M } from '../messages';
import ResetPasswordPage from './reset-password-page';
import { reply, stubApi } from '../../../lib/test-api';

afterEach(() => {
  cleanup();
  vi.mocked(toast.error).mockClear();
});

const TOKEN = 'token-pautan-yang-cukup-panjang';
const TOO_MANY = 'Terlalu banyak cubaan. Sila cuba lagi dalam 10 minit.';

/** Shows where the page sent the browser. */
function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.hash}</output>;
}

function renderPage(token = TOKEN) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/reset-password?token=${token}`]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('/reset-password link check', () => {
  it.each([
    ['an unknown or used link', { code: 'invalid_reset_link' }],
    ['a malformed link', { code: 'validation_failed', fields: { token: 'x' } }],
  ])('shows Invalid Reset Link for %s', async (_case, error) => {
    stubApi({
      'POST /api/auth/password-reset/check': () =>
        reply(400, { error: { ...error, message: ACCOUNT_MESSAGES.resetLinkInvalid } }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: M.invalidTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: M.requestNew })).toBeTruthy();
  });

  it.each([
    [
      'too many tries',
      () => reply(429, { error: { code: 'rate_limited', message: TOO_MANY } }),
      TOO_MANY,
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      API_CLIENT_MESSAGES.network,
    ],
  ])('says so for %s and retries into the form', async (_case, failure, message) => {
    let calls = 0;
    stubApi({
      'POST /api/auth/password-reset/check': () => (++calls === 1 ? failure() : { ok: true }),
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: M.invalidTitle })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByRole('heading', { name: M.setTitle })).toBeTruthy();
    expect(screen.getByLabelText(M.newLabel, { selector: 'input' })).toBeTruthy();
  });
});

describe('/reset-password success (issue 11)', () => {
  /** Sets a new password on a live link whose completion answers `user`; gives the client. */
  async function resetWith(user: typeof testMember | null) {
    stubApi({
      'POST /api/auth/password-reset/check': () => ({ ok: true }),
      'POST /api/auth/password-reset/complete': () => ({ ok: true, user }),
    });
    const client = renderPage();
    for (const label of [M.newLabel, M.confirmLabel]) {
      fireEvent.change(await screen.findByLabelText(label, { exact: true }), {
        target: { value: 'kata-baharu-99' },
      });
    }
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    return client;
  }
  const location = async () => (await screen.findByLabelText('location')).textContent;

  it('signs the person the link opened in, and goes to the dashboard in recovery mode', async () => {
    const client = await resetWith(testMember);
    expect(await screen.findByText(M.successBodySignedIn)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: M.goToDashboard }));
    expect(await location()).toBe('/dashboard#type=recovery');
    expect(client.getQueryData(sessionQueryOptions.queryKey)).toEqual({ user: testMember });
  });

  it('sends anyone the link did not sign in to the sign-in page', async () => {
    const client = await resetWith(null);
    fireEvent.click(await screen.findByRole('link', { name: M.goToLogin }));
    expect(await location()).toBe('/landing');
    expect(client.getQueryData(sessionQueryOptions.queryKey)).toBeUndefined();
  });
});

describe('/reset-password when the new password is not taken (docs/product.md#password-reset-and-recovery)', () => {
  /** Submits a new password on a live link whose completion answers `complete`. */
  async function submitWith(complete: () => Response) {
    stubApi({
      'POST /api/auth/password-reset/check': () => ({ ok: true }),
      'POST /api/auth/password-reset/complete': complete,
    });
    renderPage();
    for (const label of [M.newLabel, M.confirmLabel]) {
      fireEvent.change(await screen.findByLabelText(label, { exact: true }), {
        target: { value: 'kata-baharu-99' },
      });
    }
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
  }

  it("a refused password is 'Update Failed' with the server's words, and said once under its field", async () => {
    const weak = 'Kata laluan ini terlalu biasa.';
    await submitWith(() =>
      reply(400, { error: { code: 'weak_password', message: weak, fields: { password: weak } } }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Update Failed', { description: weak }),
    );
    const field = screen.getByLabelText(M.newLabel, { selector: 'input' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(weak)).toHaveLength(1);
  });

  it('a refusal tied to no field shows on the form', async () => {
    await submitWith(() => reply(429, { error: { code: 'rate_limited', message: TOO_MANY } }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY);
    expect(toast.error).toHaveBeenCalledWith('Update Failed', { description: TOO_MANY });
  });

  it("an unexpected failure is 'Error' with 'Failed to update password'", async () => {
    await submitWith(() => reply(500, { error: { code: 'internal', message: 'Boom' } }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Failed to update password',
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline, the Error toast says so', async () => {
    await submitWith(() => {
      throw new TypeError('Failed to fetch');
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: API_CLIENT_MESSAGES.network,
      }),
    );
  });
});
