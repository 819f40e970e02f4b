// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberSession } from '@shared/sessions';
import { dateAndTime } from '../../../lib/format';
import { apiError, reply, stubApi, writes } from '../../../lib/test-api';
import { renderWithClient } from '../../../lib/test-render';
import { PROFILE_MESSAGES } from '../messages';
import { ActiveSessions } from './active-sessions';

// Issue 31, "Sesi aktif" on Edit Profil (docs/product.md#profile).
const M = PROFILE_MESSAGES.sessions;

afterEach(() => {
  cleanup();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const thisDevice: MemberSession = {
  id: 'sesi-ini',
  device: 'Firefox di Linux',
  createdAt: '2025-06-01T01:00:00.000Z',
  lastUsedAt: '2025-06-02T04:00:00.000Z',
  current: true,
};
const phone: MemberSession = {
  id: 'sesi-telefon',
  device: 'Safari di iOS',
  createdAt: '2025-05-20T10:00:00.000Z',
  lastUsedAt: '2025-06-01T22:15:00.000Z',
  current: false,
};
const office: MemberSession = {
  id: 'sesi-pejabat',
  device: 'Chrome di Windows',
  createdAt: '2025-05-02T01:00:00.000Z',
  lastUsedAt: '2025-05-30T03:00:00.000Z',
  current: false,
};

/** Renders the section once its list has come; gives the section. */
async function open() {
  renderWithClient(<ActiveSessions />);
  const section = screen.getByRole('region', { name: M.heading });
  await within(section).findByText(thisDevice.device);
  return section;
}

/** The confirmation dialog, once it is open. */
const confirmation = () => screen.findByRole('dialog');

describe('Sesi aktif', () => {
  it('lists each session with its device and last use, this device marked and without a sign-out', async () => {
    stubApi({ 'GET /api/me/sessions': () => ({ sessions: [thisDevice, phone, office] }) });
    const section = await open();
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      thisDevice.device,
      phone.device,
      office.device,
    ]);
    expect(within(rows[0]!).getByText(M.thisDevice)).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText(M.lastUsed(dateAndTime(phone.lastUsedAt)))).toBeTruthy();
    expect(within(rows[1]!).getByText(M.signedIn(dateAndTime(phone.createdAt)))).toBeTruthy();
    expect(within(rows[1]!).queryByText(M.thisDevice)).toBeNull();
    // Each button says, to a screen reader, which session it signs out.
    expect(
      within(section).getByRole('button', { name: M.signOutNamed(office.device) }),
    ).toBeTruthy();
    expect(within(section).getByRole('button', { name: M.signOutOthers })).toBeTruthy();
  });

  it('says so when this device is the only session, with nothing to sign out', async () => {
    stubApi({ 'GET /api/me/sessions': () => ({ sessions: [thisDevice] }) });
    const section = await open();
    expect(within(section).getByText(M.onlyThisDevice)).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says it is loading until the list comes', async () => {
    let answer: (value: { sessions: MemberSession[] }) => void = () => {};
    stubApi({ 'GET /api/me/sessions': () => new Promise((resolve) => (answer = resolve)) });
    renderWithClient(<ActiveSessions />);
    expect(screen.getByRole('status').textContent).toBe(M.loading);
    answer({ sessions: [thisDevice] });
    await screen.findByText(M.onlyThisDevice);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('signs one session out after asking, busy meanwhile, then toasts and shows the list again', async () => {
    let sessions = [thisDevice, phone, office];
    let finish: () => void = () => {};
    const requests = stubApi({
      'GET /api/me/sessions': () => ({ sessions }),
      'DELETE /api/me/sessions/:id': ({ params }) =>
        new Promise<null>((resolve) => {
          finish = () => {
            sessions = sessions.filter((s) => s.id !== params.id);
            resolve(null);
          };
        }),
    });
    const section = await open();
    const pressed = within(section).getByRole('button', { name: M.signOutNamed(phone.device) });
    pressed.focus();
    fireEvent.click(pressed);
    const dialog = await confirmation();
    expect(within(dialog).getByText(M.confirmOneTitle(phone.device))).toBeTruthy();
    expect(writes(requests)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: M.signOut }));
    const busy = await within(dialog).findByRole('button', { name: M.signingOut });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(writes(requests).map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /api/me/sessions/sesi-telefon',
    ]);

    finish();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(M.signedOutOne);
    await vi.waitFor(() => expect(within(section).queryByText(phone.device)).toBeNull());
    expect(within(section).getByText(office.device)).toBeTruthy();
    // The pressed button's row is gone: the focus is on the section's heading.
    const heading = within(section).getByRole('heading', { name: M.heading });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('signs all the other sessions out after asking, and a cancel sends nothing', async () => {
    let sessions = [thisDevice, phone, office];
    const requests = stubApi({
      'GET /api/me/sessions': () => ({ sessions }),
      'POST /api/me/sessions/sign-out-others': () => {
        sessions = [thisDevice];
        return { ended: 2 };
      },
    });
    const section = await open();
    const all = within(section).getByRole('button', { name: M.signOutOthers });
    // As a keyboard press does (jsdom's click moves no focus).
    all.focus();
    fireEvent.click(all);
    fireEvent.click(within(await confirmation()).getByRole('button', { name: M.cancel }));
    // Radix gives the focus back a moment after the dialog has gone.
    await vi.waitFor(() => expect(document.activeElement).toBe(all));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(requests)).toEqual([]);

    fireEvent.click(all);
    const dialog = await confirmation();
    expect(within(dialog).getByText(M.confirmOthersTitle)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: M.signOut }));
    await within(section).findByText(M.onlyThisDevice);
    expect(toast.success).toHaveBeenCalledWith('2 sesi lain telah dilog keluar.');
    expect(writes(requests)).toHaveLength(1);
  });

  it('a refused sign-out is said in a toast and under the list, and the list is read again', async () => {
    const gone = 'Sesi ini tidak dijumpai. Mungkin ia sudah dilog keluar atau tamat tempoh.';
    let sessions = [thisDevice, phone];
    stubApi({
      'GET /api/me/sessions': () => ({ sessions }),
      'DELETE /api/me/sessions/:id': () => {
        // Signed out meanwhile on the phone itself.
        sessions = [thisDevice];
        return apiError(404, gone, 'not_found');
      },
    });
    const section = await open();
    fireEvent.click(within(section).getByRole('button', { name: M.signOutNamed(phone.device) }));
    fireEvent.click(within(await confirmation()).getByRole('button', { name: M.signOut }));
    expect((await within(section).findByRole('alert')).textContent).toBe(M.signOutFailed(gone));
    expect(toast.error).toHaveBeenCalledWith(M.signOutFailed(gone));
    await within(section).findByText(M.onlyThisDevice);
  });

  it('a list that cannot be read says so, with a retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/me/sessions': () =>
        fail
          ? reply(500, { error: { code: 'internal', message: 'Boom' } })
          : { sessions: [thisDevice] },
    });
    renderWithClient(<ActiveSessions />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(M.loadFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: M.retry }));
    await screen.findByText(M.onlyThisDevice);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
