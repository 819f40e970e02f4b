// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { renderWithClient } from '../../../lib/test-render';
import { RESET_MESSAGES as M } from '../messages';
import ForgotPasswordPage from './forgot-password-page';
import { stubApi } from '../../../lib/test-api';

afterEach(() => {
  cleanup();
  // Sonner replays toasts still showing to the next test's toaster.
  toast.dismiss();
});

function renderPage() {
  const requests = stubApi({});
  renderWithClient(
    <>
      <ForgotPasswordPage />
      <Toaster />
    </>,
    { user: null },
  );
  return requests;
}

describe('/forgot-password validation', () => {
  it.each([
    ['reset by email', null, M.emailLabel, 'bukan-emel', M.send, ACCOUNT_MESSAGES.invalidEmail],
    ['find email', M.findTab, M.usernameLabel, 'ab', M.find, ACCOUNT_MESSAGES.lookupTooShort],
  ])(
    "%s shows the rule's message as a 'Validation Error' toast and sends nothing",
    async (_case, tab, label, value, submit, message) => {
      const requests = renderPage();
      if (tab) fireEvent.mouseDown(screen.getByRole('tab', { name: tab }));
      fireEvent.change(await screen.findByLabelText(label), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: submit }));
      const shown = (await screen.findByText('Validation Error')).closest('[data-sonner-toast]');
      expect(within(shown as HTMLElement).getByText(message)).toBeTruthy();
      expect(requests).toEqual([]);
    },
  );
});
