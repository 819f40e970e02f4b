// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, reply, stubApi, testMember } from '../../../lib/test-render';
import { PROFILE_MESSAGES as M } from '../messages';
import { EditProfileDialog } from './edit-profile-dialog';

afterEach(cleanup);

describe('edit profile dialog', () => {
  it("clears the server's error under the form once the person edits the form", async () => {
    const refusal = 'Email already registered';
    stubApi({
      'PATCH /api/profile': () => reply(409, { error: { code: 'conflict', message: refusal } }),
    });
    renderWithClient(<EditProfileDialog user={testMember} open onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);

    fireEvent.change(within(dialog).getByLabelText(M.email), {
      target: { value: 'baharu@contoh.my' },
    });
    expect(within(dialog).queryByText(refusal)).toBeNull();
  });
});
