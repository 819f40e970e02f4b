// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type {
  DeadLink,
  ItemLinksChecked,
  LinkCheckRun,
  LinkHealthResponse,
} from '@shared/link-health';
import { stubApi, writes } from '../../../lib/test-api';
import { renderAdmin, setupAdminTests } from '../../../admin/test-utils';
import { LinksTab } from './links-tab';
import { LINKS_MESSAGES as M } from './messages';

const dead = (overrides: Partial<DeadLink> = {}): DeadLink => ({
  itemType: 'tools',
  itemId: 't1',
  name: 'Alat Lama',
  kind: 'website',
  url: 'https://lama.example/',
  reason: 'http 404',
  httpStatus: 404,
  lastOkAt: '2026-11-20T03:00:00.000Z',
  lastCheckedAt: '2026-11-27T03:00:00.000Z',
  ...overrides,
});

const idle: LinkCheckRun = {
  running: false,
  startedAt: '2026-11-27T02:59:00.000Z',
  finishedAt: '2026-11-27T03:00:00.000Z',
  checked: 12,
  dead: 2,
  offline: false,
};

setupAdminTests();

describe('Link Health tab (issue 23)', () => {
  it('lists each dead link with why, its last good date and an Edit link to its item', async () => {
    stubApi({
      'GET /api/admin/link-health': (): LinkHealthResponse => ({
        run: idle,
        total: 2,
        items: [
          dead(),
          dead({
            itemType: 'tutorials',
            itemId: 'u1',
            name: 'Tutorial Video',
            kind: 'video',
            url: 'https://www.youtube.com/watch?v=gonegonegon',
            reason: 'unreachable',
            httpStatus: null,
            lastOkAt: null,
          }),
        ],
      }),
    });
    renderAdmin(<LinksTab />);
    const list = await screen.findByRole('list', { name: M.listLabel });
    const [tool, video] = within(list).getAllByRole('listitem');
    expect(within(tool!).getByRole('heading', { name: 'Alat Lama' })).toBeTruthy();
    expect(within(tool!).getByText('Tidak dijumpai (404)')).toBeTruthy();
    expect(within(tool!).getByText(/Terakhir OK:/)).toBeTruthy();
    expect(
      within(tool!)
        .getByRole('link', { name: M.editItem('Alat Lama') })
        .getAttribute('href'),
    ).toBe('/admin?tab=tools&edit=t1&back=links');
    expect(within(video!).getByText('Alamat tidak dapat dicapai')).toBeTruthy();
    expect(within(video!).getByText(new RegExp(M.neverOk))).toBeTruthy();
    expect(
      within(video!)
        .getByRole('link', { name: M.editItem('Tutorial Video') })
        .getAttribute('href'),
    ).toBe('/admin?tab=tutorials&edit=u1&back=links');
    expect(screen.getByText(/12 pautan disemak, 2 mati/)).toBeTruthy();
  });

  it('names every reason the server gives in words, never as a bare code', async () => {
    const cases: [Partial<DeadLink>, string][] = [
      [{ reason: 'unreachable', httpStatus: null }, 'Alamat tidak dapat dicapai'],
      [{ reason: 'timeout', httpStatus: null }, 'Tamat masa'],
      [{ reason: 'connection', httpStatus: null }, 'Sambungan gagal'],
      [{ reason: 'redirects', httpStatus: null }, 'Terlalu banyak lencongan'],
      [{ reason: 'redirects', httpStatus: 302 }, 'Terlalu banyak lencongan'],
      [{ reason: 'http 404', httpStatus: 404 }, 'Tidak dijumpai (404)'],
      [{ reason: 'http 410', httpStatus: 410 }, 'Sudah dibuang (410)'],
      [{ reason: 'http 401', httpStatus: 401 }, 'Akses ditolak (401)'],
      [{ reason: 'http 403', httpStatus: 403 }, 'Akses ditolak (403)'],
      [{ reason: 'http 429', httpStatus: 429 }, 'Ralat (429)'],
      [{ reason: 'http 500', httpStatus: 500 }, 'Ralat pelayan (500)'],
      [{ reason: 'http 503', httpStatus: 503 }, 'Ralat pelayan (503)'],
      [{ reason: 'http 404', httpStatus: 404, kind: 'video' }, 'Video tiada atau peribadi (404)'],
      [{ reason: 'http 401', httpStatus: 401, kind: 'video' }, 'Video tiada atau peribadi (401)'],
    ];
    stubApi({
      'GET /api/admin/link-health': (): LinkHealthResponse => ({
        run: idle,
        total: cases.length,
        items: cases.map(([overrides], i) =>
          dead({ itemId: `t${i}`, name: `Alat ${i}`, ...overrides }),
        ),
      }),
    });
    renderAdmin(<LinksTab />);
    const list = await screen.findByRole('list', { name: M.listLabel });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(cases.length);
    cases.forEach(([, words], i) => expect(within(rows[i]!).getByText(words)).toBeTruthy());
    expect(list.textContent).not.toMatch(/NaN/);
  });

  it('starts a check, shows it running with the button kept focused, and lists what it found after', async () => {
    let run: LinkCheckRun = { ...idle, dead: 0 };
    let items: DeadLink[] = [];
    const requests = stubApi({
      'GET /api/admin/link-health': () => ({ run, items, total: items.length }),
      'POST /api/admin/link-health/run': () => {
        run = { ...run, running: true };
        return { started: true, run };
      },
    });
    const { client } = renderAdmin(<LinksTab />);
    expect(await screen.findByText(M.allOk)).toBeTruthy();

    const button = screen.getByRole('button', { name: M.runNow });
    button.focus();
    fireEvent.click(button);
    const busy = await screen.findByRole('button', { name: M.running });
    // Not `disabled` (that would drop the keyboard focus): aria-disabled, and a press does nothing.
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(busy);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.started));
    fireEvent.click(busy);
    expect(writes(requests).map((r) => r.path)).toEqual(['/api/admin/link-health/run']);
    // Only the button and the status line are busy, not the whole tab.
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(busy.closest('section')!.hasAttribute('aria-busy')).toBe(false);

    // The run ends; the change event (here: the refetch it causes) brings the new list.
    run = { ...idle, dead: 1 };
    items = [dead()];
    await client.invalidateQueries();
    expect(await screen.findByRole('heading', { name: 'Alat Lama' })).toBeTruthy();
    expect(screen.getByRole('button', { name: M.runNow })).toBeTruthy();
  });

  it('says when the check has never run', async () => {
    stubApi({
      'GET /api/admin/link-health': () => ({
        run: {
          running: false,
          startedAt: null,
          finishedAt: null,
          checked: 0,
          dead: 0,
          offline: false,
        },
        items: [],
        total: 0,
      }),
    });
    renderAdmin(<LinksTab />);
    expect(await screen.findByText(M.neverChecked)).toBeTruthy();
    expect(screen.queryByText(M.allOk)).toBeNull();
  });

  it('says the check could not reach the internet, not that every link is dead or OK (issue 33)', async () => {
    stubApi({
      'GET /api/admin/link-health': (): LinkHealthResponse => ({
        run: { ...idle, checked: 101, dead: 101, offline: true },
        items: [],
        total: 0,
      }),
    });
    renderAdmin(<LinksTab />);
    expect(await screen.findByText(/tidak dapat menghubungi internet/)).toBeTruthy();
    expect(screen.queryByText(M.allOk)).toBeNull();
    expect(screen.queryByText(/101 mati/)).toBeNull();
  });

  it('checks an item saved from here at once, once, and says it is still dead (issue 33)', async () => {
    const requests = stubApi({
      'GET /api/admin/link-health': (): LinkHealthResponse => ({
        run: idle,
        total: 1,
        items: [dead()],
      }),
      'POST /api/admin/link-health/items/:itemType/:itemId/check': (): ItemLinksChecked => ({
        name: 'Alat Lama',
        checked: 1,
        dead: [dead()],
        unanswered: 0,
      }),
    });
    renderAdmin(<LinksTab />, {
      at: {
        pathname: '/admin',
        search: '?tab=links',
        state: { saved: { resource: 'tools', id: 't1' } },
      },
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(M.recheckDead('Alat Lama'), {
        description: 'Tidak dijumpai (404)',
      }),
    );
    expect(writes(requests).map((r) => r.path)).toEqual([
      '/api/admin/link-health/items/tools/t1/check',
    ]);
  });

  it('says a fixed link works, ignores a saved item of another kind and the address alone', async () => {
    const requests = stubApi({
      'GET /api/admin/link-health': (): LinkHealthResponse => ({ run: idle, total: 0, items: [] }),
      'POST /api/admin/link-health/items/:itemType/:itemId/check': (): ItemLinksChecked => ({
        name: 'Tutorial Baik',
        checked: 2,
        dead: [],
        unanswered: 0,
      }),
    });
    const first = renderAdmin(<LinksTab />, {
      at: {
        pathname: '/admin',
        search: '?tab=links',
        state: { saved: { resource: 'tutorials', id: 'u1' } },
      },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.recheckOk('Tutorial Baik')));
    first.unmount();
    renderAdmin(<LinksTab />, {
      at: {
        pathname: '/admin',
        search: '?tab=links',
        state: { saved: { resource: 'users', id: 'x1' } },
      },
    });
    await screen.findByText(M.allOk);
    // The address alone (a link someone sent) never makes the tab act.
    renderAdmin(<LinksTab />, { at: '/admin?tab=links&saved=tools:t1' });
    await screen.findAllByText(M.allOk);
    expect(writes(requests).map((r) => r.path)).toEqual([
      '/api/admin/link-health/items/tutorials/u1/check',
    ]);
  });
});
