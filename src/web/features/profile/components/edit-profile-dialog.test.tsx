// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, testMember } from '../../../lib/test-render';
import { PROFILE_MESSAGES as M } from '../messages';
import { EditProfileDialog } from './edit-profile-dialog';
import { reply, stubApi, type ApiRoutes } from '../../../lib/test-api';

afterEach(() => {
  cleanup();
  vi.mocked(toast.error).mockClear();
});

const S = M.sessions;
const thisDevice = {
  id: 'sesi-ini',
  device: 'Firefox di Linux',
  createdAt: '2025-06-01T01:00:00.000Z',
  lastUsedAt: '2025-06-02T04:00:00.000Z',
  current: true,
};

/** Stubs the API with `routes`, and "Sesi aktif" with this device alone. */
const stubProfileApi = (routes: ApiRoutes) =>
  stubApi({ 'GET /api/me/sessions': () => ({ sessions: [thisDevice] }), ...routes });

/** Opens the dialog and waits for its "Sesi aktif" (so its loading status is gone). */
async function openDialog({ user = testMember, recovery = false } = {}) {
  renderWithClient(
    <EditProfileDialog user={user} open onOpenChange={vi.fn()} recovery={recovery} />,
  );
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByText(S.onlyThisDevice);
  return dialog;
}

/** Opens the dialog for the test member and presses Simpan; gives the dialog. */
async function save() {
  const dialog = await openDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
  return dialog;
}

describe('edit profile dialog', () => {
  it("clears the server's error under the form once the person edits the form", async () => {
    const refusal = 'Email already registered';
    stubProfileApi({
      'PATCH /api/profile': () => reply(409, { error: { code: 'conflict', message: refusal } }),
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);

    fireEvent.change(within(dialog).getByLabelText(M.email), {
      target: { value: 'baharu@contoh.my' },
    });
    expect(within(dialog).queryByText(refusal)).toBeNull();
  });

  it('asks for the current password only when the email or password changes, and sends it', async () => {
    const requests = stubProfileApi({
      'PATCH /api/profile': () => ({ user: testMember, passwordChanged: false }),
    });
    const dialog = await openDialog();
    const current = () => within(dialog).queryByLabelText(M.currentPassword);
    fireEvent.change(within(dialog).getByLabelText(M.displayName), {
      target: { value: 'Nama Lain' },
    });
    expect(current()).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(M.email), {
      target: { value: 'Baru@contoh.my' },
    });
    fireEvent.change(current()!, { target: { value: 'lama-123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    await within(dialog).findByRole('status');
    expect(requests.at(-1)?.body).toMatchObject({
      email: 'baru@contoh.my',
      currentPassword: 'lama-123',
    });
  });

  it('puts a refused current password under its field', async () => {
    const message = 'Current password is incorrect.';
    stubProfileApi({
      'PATCH /api/profile': () =>
        reply(400, {
          error: { code: 'current_password_wrong', message, fields: { currentPassword: message } },
        }),
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(M.newPassword), {
      target: { value: 'baharu-789' },
    });
    fireEvent.change(within(dialog).getByLabelText(M.confirmPassword), {
      target: { value: 'baharu-789' },
    });
    fireEvent.change(within(dialog).getByLabelText(M.currentPassword), {
      target: { value: 'salah' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    const field = await within(dialog).findByLabelText(M.currentPassword);
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  });

  it('in recovery mode changes the email without the current password', async () => {
    stubProfileApi({});
    const dialog = await openDialog({ recovery: true });
    fireEvent.change(within(dialog).getByLabelText(M.email), {
      target: { value: 'lain@contoh.my' },
    });
    expect(within(dialog).queryByLabelText(M.currentPassword)).toBeNull();
  });

  it('shows the current-password field once the server asks for it, even in recovery mode', async () => {
    const message = 'Enter your current password to change your email or password.';
    stubProfileApi({
      'PATCH /api/profile': () =>
        reply(400, {
          error: {
            code: 'current_password_required',
            message,
            fields: { currentPassword: message },
          },
        }),
    });
    const dialog = await openDialog({ recovery: true });
    fireEvent.change(within(dialog).getByLabelText(M.email), {
      target: { value: 'lewat@contoh.my' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    const field = await within(dialog).findByLabelText(M.currentPassword);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('edit profile dialog failures (docs/product.md#profile "Profile and password")', () => {
  it('says a refusal the server ties to a field once, under that field', async () => {
    const taken = 'Email already registered';
    stubProfileApi({
      'PATCH /api/profile': () =>
        reply(409, { error: { code: 'conflict', message: taken, fields: { email: taken } } }),
    });
    const dialog = await save();
    const email = within(dialog).getByLabelText(M.email);
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText(taken)).toHaveLength(1);
    expect(toast.error).toHaveBeenCalledWith(`Gagal mengemaskini profil: ${taken}`);
  });

  it("an unexpected failure is 'Ralat berlaku: {message}', and the product's line on the form", async () => {
    stubProfileApi({
      'PATCH /api/profile': () => reply(500, { error: { code: 'internal', message: 'Boom' } }),
    });
    const dialog = await save();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.failed);
    expect(toast.error).toHaveBeenCalledWith('Ralat berlaku: Boom');
  });

  it("a save with nobody signed in any more says 'Tiada pengguna yang log masuk'", async () => {
    stubProfileApi({
      'PATCH /api/profile': () =>
        reply(401, { error: { code: 'unauthenticated', message: 'Sila log masuk.' } }),
    });
    const dialog = await save();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Tiada pengguna yang log masuk',
    );
    expect(toast.error).toHaveBeenCalledWith('Tiada pengguna yang log masuk');
  });
});

describe('the weekly digest switch (issue 23)', () => {
  /** What a screen reader reads after the box's name. */
  const describedBy = (box: HTMLElement) =>
    document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent;
  const open = async (user = testMember) => {
    const dialog = await openDialog({ user });
    return {
      dialog,
      box: within(dialog).getByRole<HTMLInputElement>('checkbox', { name: M.weeklyDigest }),
    };
  };

  it('shows the member’s choice and sends a change; a save that leaves it sends nothing of it', async () => {
    const requests = stubProfileApi({
      'PATCH /api/profile': () => ({
        user: { ...testMember, weeklyDigest: true },
        passwordChanged: false,
      }),
    });
    const { dialog, box } = await open();
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);
    expect(describedBy(box)).toBe(M.weeklyDigestHint);
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    await within(dialog).findByRole('status');
    expect(requests.at(-1)?.body).not.toHaveProperty('weeklyDigest');

    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: M.save }));
    await within(dialog).findByRole('status');
    expect(requests.at(-1)?.body).toMatchObject({ weeklyDigest: true });
  });

  it('is off and says why while the member has no e-mel', async () => {
    const { box } = await open({ ...testMember, email: null });
    expect(box.disabled).toBe(true);
    expect(describedBy(box)).toBe(M.weeklyDigestNeedsEmail);
  });
});
