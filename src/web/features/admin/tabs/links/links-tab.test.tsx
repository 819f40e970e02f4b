// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { DeadLink, LinkCheckRun, LinkHealthResponse } from '@shared/link-health';
import { stubApi, writes } from '../../../../lib/test-api';
import { renderAdmin, setupAdminTests } from '../../test-utils';
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
            reason: 'dns',
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
    ).toBe('/admin?tab=tools&edit=t1');
    expect(within(video!).getByText('Nama domain tidak wujud')).toBeTruthy();
    expect(within(video!).getByText(new RegExp(M.neverOk))).toBeTruthy();
    expect(
      within(video!)
        .getByRole('link', { name: M.editItem('Tutorial Video') })
        .getAttribute('href'),
    ).toBe('/admin?tab=tutorials&edit=u1');
    expect(screen.getByText(/12 pautan disemak, 2 mati/)).toBeTruthy();
  });

  it('starts a check, shows it running with the button disabled, and lists what it found after', async () => {
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

    fireEvent.click(screen.getByRole('button', { name: M.runNow }));
    const busy = await screen.findByRole('button', { name: M.running });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(writes(requests).map((r) => r.path)).toEqual(['/api/admin/link-health/run']);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.started));

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
        run: { running: false, startedAt: null, finishedAt: null, checked: 0, dead: 0 },
        items: [],
        total: 0,
      }),
    });
    renderAdmin(<LinksTab />);
    expect(await screen.findByText(M.neverChecked)).toBeTruthy();
    expect(screen.queryByText(M.allOk)).toBeNull();
  });
});
