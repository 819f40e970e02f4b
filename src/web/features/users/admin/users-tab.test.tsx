// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, type AdminUserResponse } from '@shared/admin';
import { CRUD_MESSAGES as C } from '../../../admin/components/messages';
import { USERS_MESSAGES as M } from './messages';
import { adminUser, renderAdmin, setupAdminTests } from '../../../admin/test-utils';
import { UsersTab } from './users-tab';
import { apiError, stubApi, page, reply } from '../../../lib/test-api';

const account = (
  username: string,
  status: AdminUserResponse['status'],
  overrides: Partial<AdminUserResponse> = {},
): AdminUserResponse => ({
  id: username,
  username,
  email: `${username}@contoh.my`,
  role: 'user',
  status,
  passwordResetRequired: false,
  protected: false,
  joinReason: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastActiveAt: null,
  orderNumber: null,
  ...overrides,
});

const USERS = [
  account('menunggu', 'pending'),
  account('diluluskan', 'approved'),
  account('ditolak', 'declined'),
  // The first admin: the server marks it (ADMIN_USERNAME, whatever its name).
  account('boss', 'approved', { role: 'admin', protected: true }),
  // An account that happens to be named admin is like any other.
  account('admin', 'approved', { role: 'admin' }),
  account(adminUser.username, 'approved', { id: adminUser.id, role: 'admin' }),
];

const rowOf = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;
const buttonsOf = async (name: string) =>
  within(await rowOf(name))
    .queryAllByRole('button')
    .map((b) => b.textContent?.trim())
    // The order number's own Edit (issue 33) is on every row.
    .filter((text) => text !== M.edit);

setupAdminTests();

describe('UsersTab (docs/product.md#admin-panel account status, )', () => {
  it('offers Approve and Decline on pending accounts only, Delete only where allowed', async () => {
    stubApi({ 'GET /api/admin/users': () => page(USERS) });
    renderAdmin(<UsersTab />);
    expect(await buttonsOf('menunggu')).toEqual([M.approve, M.decline]);
    expect(await buttonsOf('diluluskan')).toEqual([C.delete]);
    expect(await buttonsOf('ditolak')).toEqual([C.delete]);
    // The first admin, and yourself, are never deleted.
    expect(await buttonsOf('boss')).toEqual([]);
    expect(await buttonsOf('admin')).toEqual([C.delete]);
    expect(await buttonsOf(adminUser.username)).toEqual([]);
    // Issue 33: every account's order number may be edited.
    expect(
      within(await rowOf('boss')).getByRole('button', { name: M.editOrderNumber('boss') }),
    ).toBeTruthy();
    expect(within(await rowOf('menunggu')).getByText(M.statuses.pending)).toBeTruthy();
    // Issue 33: no internal jargon ("Account: custom"); when they joined and were last active.
    expect(within(await rowOf('menunggu')).queryByText(/custom/i)).toBeNull();
    expect(within(await rowOf('menunggu')).getByText(M.neverActive)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('approves chosen pending accounts at once after one confirmation naming them (issue 23)', async () => {
    let users = [
      account('satu', 'pending', { joinReason: 'Mahu belajar AI' }),
      account('dua', 'pending'),
      account('tiga', 'pending'),
    ];
    const requests = stubApi({
      'GET /api/admin/users': () => page(users),
      'POST /api/admin/users/decisions': (r) => {
        const { ids, status } = r.body as { ids: string[]; status: AdminUserResponse['status'] };
        users = users.map((u) => (ids.includes(u.id) ? { ...u, status } : u));
        return { users: users.filter((u) => ids.includes(u.id)) };
      },
    });
    renderAdmin(<UsersTab />);
    expect(within(await rowOf('satu')).getByText('Mahu belajar AI')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: M.choose('satu') }));
    fireEvent.click(screen.getByRole('checkbox', { name: M.choose('tiga') }));
    const bar = screen.getByRole('region', { name: M.chosen(2) });
    fireEvent.click(within(bar).getByRole('button', { name: M.approveChosen }));
    const dialog = screen.getByRole('dialog', { name: M.confirmTitle('approved', 2) });
    expect(dialog.textContent).toContain('satu, tiga');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: M.confirm }));
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.bulkDone('approved', 2)));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { ids: ['satu', 'tiga'], status: 'approved' },
    ]);
    await waitFor(async () => expect(await buttonsOf('satu')).toEqual([C.delete]));
    expect(screen.queryByRole('region', { name: /dipilih/ })).toBeNull();
    expect(await buttonsOf('dua')).toEqual([M.approve, M.decline]);
  });

  it('approves a pending account and says so; a failure says Failed to approve user.', async () => {
    let status: AdminUserResponse['status'] = 'pending';
    let fail = true;
    const requests = stubApi({
      'GET /api/admin/users': () => page([account('menunggu', status)]),
      'PATCH /api/admin/users/:id/status': (r) => {
        if (fail) return apiError(409, ADMIN_MESSAGES.onlyPendingStatus);
        status = (r.body as { status: typeof status }).status;
        return account('menunggu', status);
      },
    });
    renderAdmin(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: M.approveUser('menunggu') }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(M.approveFailed, {
        description: ADMIN_MESSAGES.onlyPendingStatus,
      }),
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: M.approveUser('menunggu') }));
    await waitFor(async () => expect(await buttonsOf('menunggu')).toEqual([C.delete]));
    expect(within(await rowOf('menunggu')).getByText(M.statuses.approved)).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(M.approved('menunggu'));
    expect(requests.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({
      status: 'approved',
    });
  });

  it('declines with its own message', async () => {
    stubApi({
      'GET /api/admin/users': () => page([account('menunggu', 'pending')]),
      'PATCH /api/admin/users/:id/status': () => account('menunggu', 'declined'),
    });
    renderAdmin(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: M.declineUser('menunggu') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.declined('menunggu')));
  });

  it('deleting warns that it is permanent; a refusal shows the server’s reason', async () => {
    stubApi({
      'GET /api/admin/users': () => page([account('diluluskan', 'approved')]),
      'DELETE /api/admin/users/:id': () => apiError(403, ADMIN_MESSAGES.adminNotDeletable),
    });
    renderAdmin(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: C.deleteItem('diluluskan') }));
    const dialog = screen.getByRole('dialog', { name: C.confirmTitle('diluluskan') });
    expect(within(dialog).getByText(/permanently.*cannot be undone/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: C.delete })));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(M.labels.deleteFailed('diluluskan'), {
        description: ADMIN_MESSAGES.adminNotDeletable,
      }),
    );
  });

  it('Add User sends role user by default and shows what the server said about the mail', async () => {
    let emailSent = true;
    const requests = stubApi({
      'GET /api/admin/users': () => page([]),
      'POST /api/admin/users': () =>
        reply(201, {
          user: account('baharu', 'approved'),
          emailSent,
          message: emailSent ? ADMIN_MESSAGES.userCreated : ADMIN_MESSAGES.userCreatedNoMail,
        }),
    });
    renderAdmin(<UsersTab />);
    expect(await screen.findByText('No users found')).toBeTruthy();
    const addUser = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
      expect(screen.getByLabelText<HTMLSelectElement>(M.form.role).value).toBe('user');
      fireEvent.change(screen.getByLabelText(M.form.username), { target: { value: 'baharu' } });
      fireEvent.change(screen.getByLabelText(M.form.email), {
        target: { value: 'Baharu@Contoh.my' },
      });
      fireEvent.change(screen.getByLabelText(M.form.password), { target: { value: 'rahsia1' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: M.form.submit })));
      await screen.findByRole('button', { name: 'Add User' });
    };
    await addUser();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      username: 'baharu',
      email: 'baharu@contoh.my',
      password: 'rahsia1',
      role: 'user',
    });
    expect(toast.success).toHaveBeenCalledWith(ADMIN_MESSAGES.userCreated);
    emailSent = false;
    await addUser();
    expect(toast.warning).toHaveBeenCalledWith(ADMIN_MESSAGES.userCreatedNoMail);
  });

  it('a taken email keeps the form open with the server’s message', async () => {
    stubApi({
      'GET /api/admin/users': () => page([]),
      'POST /api/admin/users': () =>
        reply(409, {
          error: {
            code: 'conflict',
            message: ADMIN_MESSAGES.emailTaken,
            fields: { email: ADMIN_MESSAGES.emailTaken },
          },
        }),
    });
    renderAdmin(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    fireEvent.change(screen.getByLabelText(M.form.username), { target: { value: 'baharu' } });
    fireEvent.change(screen.getByLabelText(M.form.email), { target: { value: 'a@contoh.my' } });
    fireEvent.change(screen.getByLabelText(M.form.password), { target: { value: 'rahsia1' } });
    fireEvent.click(screen.getByRole('button', { name: M.form.submit }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      ADMIN_MESSAGES.emailTaken,
    );
    expect(toast.error).toHaveBeenCalledWith(M.labels.addFailed, {
      description: ADMIN_MESSAGES.emailTaken,
    });
  });
});
