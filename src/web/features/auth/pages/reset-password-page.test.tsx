// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { NETWORK_ERROR } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/session';
import { reply, stubApi, testMember } from '../../../lib/test-render';
import { RESET_MESSAGES as M } from '../messages';
import ResetPasswordPage from './reset-password-page';

afterEach(cleanup);

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
      NETWORK_ERROR,
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
    fireEvent.click(screen.getByRole('button', { name: M.goToDashboard }));
    expect(await location()).toBe('/dashboard#type=recovery');
    expect(client.getQueryData(sessionQueryOptions.queryKey)).toEqual({ user: testMember });
  });

  it('sends anyone the link did not sign in to the sign-in page', async () => {
    const client = await resetWith(null);
    fireEvent.click(await screen.findByRole('button', { name: M.goToLogin }));
    expect(await location()).toBe('/landing');
    expect(client.getQueryData(sessionQueryOptions.queryKey)).toBeUndefined();
  });
});
