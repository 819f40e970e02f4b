// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { renderWithClient } from '../../../lib/test-render';
import { FORCED_CHANGE_MESSAGES as M } from '../messages';
import { ForcedPasswordDialog } from './forced-password-dialog';
import { stubApi } from '../../../lib/test-api';

afterEach(() => {
  cleanup();
  // Sonner replays toasts still showing to the next test's toaster.
  toast.dismiss();
});

function renderDialog() {
  const requests = stubApi({});
  renderWithClient(
    <>
      <ForcedPasswordDialog
        credentials={{ identifier: 'ahli', password: 'lama123' }}
        adminLogin={false}
        onClose={vi.fn()}
        onSignedIn={vi.fn()}
      />
      <Toaster />
    </>,
    { user: null },
  );
  const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
  return { requests, field };
}

describe('forced new-password dialog', () => {
  it.each([
    ['too short', 'abc', 'abc', ACCOUNT_MESSAGES.passwordTooShort],
    ['not matching', 'rahsia123', 'rahsia124', ACCOUNT_MESSAGES.passwordsMismatchShort],
  ])(
    "shows a password %s as a 'Validation Error' toast and sends nothing",
    async (_case, next, confirm, message) => {
      const { requests, field } = renderDialog();
      fireEvent.change(field(M.newLabel), { target: { value: next } });
      fireEvent.change(field(M.confirmLabel), { target: { value: confirm } });
      fireEvent.click(screen.getByRole('button', { name: M.submit }));
      const shown = (await screen.findByText('Validation Error')).closest('[data-sonner-toast]');
      expect(within(shown as HTMLElement).getByText(message)).toBeTruthy();
      expect(requests).toEqual([]);
    },
  );
});
