// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import { API_ERROR_MESSAGES } from '@shared/limits';
import { API_CLIENT_MESSAGES } from '../../../lib/api-client';
import { renderWithClient } from '../../../lib/test-render';
import type { LoginEndpoint } from '../api/login';
import { APPROVAL_MESSAGES } from '../messages';
import { LoginForm } from './login-form';
import { reply, stubApi } from '../../../lib/test-api';

afterEach(() => {
  cleanup();
  // Sonner replays toasts still showing to the next test's toaster.
  toast.dismiss();
});

const LABELS = {
  login: { identifier: 'E-mel atau Username', password: 'Kata Laluan', submit: 'Log Masuk' },
  'admin-login': {
    identifier: 'E-mel atau Username Admin',
    password: 'Admin Password',
    submit: 'Log Masuk Admin',
  },
} as const;

function renderForm(endpoint: LoginEndpoint) {
  renderWithClient(
    <>
      <LoginForm endpoint={endpoint} />
      <Toaster />
    </>,
    { user: null },
  );
  const labels = LABELS[endpoint];
  const identifier = screen.getByLabelText(labels.identifier);
  const password = screen.getByLabelText(labels.password, { selector: 'input' });
  return {
    identifier,
    password,
    fill(id: string, pw: string) {
      fireEvent.change(identifier, { target: { value: id } });
      fireEvent.change(password, { target: { value: pw } });
    },
    submit: () => fireEvent.click(screen.getByRole('button', { name: labels.submit })),
  };
}

/** The toast with `title`, once it shows. */
const toastTitled = async (title: string) =>
  (await screen.findByText(title)).closest('[data-sonner-toast]') as HTMLElement;

describe('admin sign-in failures', () => {
  it.each([
    ['the server fails', () => reply(500, { error: { code: 'internal_error', message: 'boom' } })],
    [
      'the network is down',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("says 'Login Error' with the unexpected-error text when %s", async (_case, answer) => {
    stubApi({ 'POST /api/auth/admin-login': answer });
    const form = renderForm('admin-login');
    form.fill('admin', 'rahsia123');
    form.submit();
    const shown = await toastTitled('Login Error');
    expect(within(shown).getByText(API_ERROR_MESSAGES.generic)).toBeTruthy();
    expect(screen.queryByText('Admin Login Failed')).toBeNull();
  });

  it("keeps 'Admin Login Failed' with the server's message for a refusal", async () => {
    stubApi({
      'POST /api/auth/admin-login': () =>
        reply(401, {
          error: { code: 'invalid_credentials', message: AUTH_MESSAGES.invalidCredentials },
        }),
    });
    const form = renderForm('admin-login');
    form.fill('admin', 'salah-sekali');
    form.submit();
    const shown = await toastTitled('Admin Login Failed');
    expect(within(shown).getByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
  });
});

describe('member sign-in', () => {
  it('tells a member offline about the network in the Login Failed toast', async () => {
    stubApi({
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const form = renderForm('login');
    form.fill('ahli', 'rahsia123');
    form.submit();
    const shown = await toastTitled('Login Failed');
    expect(within(shown).getByText(API_CLIENT_MESSAGES.network)).toBeTruthy();
  });

  it.each([
    ['account_pending', AUTH_MESSAGES.accountPending, APPROVAL_MESSAGES.pendingTitle],
    ['account_declined', AUTH_MESSAGES.accountDeclined, APPROVAL_MESSAGES.declinedTitle],
  ])(
    'tells a %s account where it stands in a notice, not a Login Failed toast',
    async (code, message, title) => {
      stubApi({ 'POST /api/auth/login': () => reply(403, { error: { code, message } }) });
      const form = renderForm('login');
      form.fill('menunggu', 'rahsia123');
      form.submit();
      const notice = await screen.findByRole('status');
      await within(notice).findByText(title);
      expect(within(notice).getByText(message)).toBeTruthy();
      if (code === 'account_pending')
        expect(within(notice).getByText(APPROVAL_MESSAGES.mail)).toBeTruthy();
      expect(screen.queryByText('Login Failed')).toBeNull();

      // A second try that fails otherwise takes the notice away.
      stubApi({
        'POST /api/auth/login': () =>
          reply(401, {
            error: { code: 'invalid_credentials', message: AUTH_MESSAGES.invalidCredentials },
          }),
      });
      form.submit();
      await toastTitled('Login Failed');
      expect(within(screen.getByRole('status')).queryByText(title)).toBeNull();
    },
  );

  it('counts a password of spaces only as empty', async () => {
    const requests = stubApi({});
    const form = renderForm('login');
    form.fill('ahli', '      ');
    form.submit();
    const shown = await toastTitled('Validation Error');
    expect(within(shown).getByText(AUTH_MESSAGES.bothRequired)).toBeTruthy();
    expect(form.password.getAttribute('aria-invalid')).toBe('true');
    expect(form.identifier.getAttribute('aria-invalid')).toBe('false');
    expect(requests).toEqual([]);
  });

  it("clears a field's message once the person edits that field", () => {
    stubApi({});
    const form = renderForm('login');
    form.submit();
    expect(form.identifier.getAttribute('aria-invalid')).toBe('true');
    expect(form.password.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(form.identifier, { target: { value: 'ahli' } });
    expect(form.identifier.getAttribute('aria-invalid')).toBe('false');
    expect(form.password.getAttribute('aria-invalid')).toBe('true');
  });
});
