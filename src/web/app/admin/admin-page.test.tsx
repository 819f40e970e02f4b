// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStatsResponse } from '@shared/admin';
import { ADMIN_EVENTS_URL } from '../../admin/hooks/use-admin-events';
import { ADMIN_UI as M } from '../../admin/messages';
import { FakeEventSource, adminUser, renderAdmin, setupAdminTests } from '../../admin/test-utils';
import AdminPage from './admin-page';
import { stubApi, page, type ApiRequest } from '../../lib/test-api';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

let stats: AdminStatsResponse;
let requests: ApiRequest[];
const count = (path: string) => requests.filter((r) => r.path === path).length;

function renderPage(at = '/admin') {
  return renderAdmin(
    <>
      <AdminPage />
      <Address />
    </>,
    { at },
  );
}

setupAdminTests();
beforeEach(() => {
  stats = {
    totalUsers: 12,
    pendingUsers: 3,
    tools: 40,
    tutorials: 9,
    workflows: 7,
    categories: 10,
  };
  requests = stubApi({
    'GET /api/admin/stats': () => stats,
    'GET /api/admin/users': () => page([]),
    'GET /api/admin/tools': () => page([]),
  });
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('/admin (docs/product.md#admin-panel admin screens)', () => {
  it('has the admin nav, the welcome line with the Admin badge, and the six statistics', async () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: M.nav.label });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')]).slice(1)).toEqual([
      [M.nav.dashboard, '/admin'],
      [M.nav.mainSite, '/'],
      [M.nav.userPanel, '/user'],
    ]);
    expect(within(nav).getByText(adminUser.username)).toBeTruthy();
    expect(within(nav).getByText('Admin')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
    const toggle = within(nav).getByRole('button', { name: 'Buka menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('admin-menu')).toBeTruthy();

    const statistics = screen.getByRole('region', { name: M.stats.label });
    await waitFor(() =>
      expect(
        within(statistics)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['12', '3', '40', '9', '7', '10']),
    );
    expect(
      within(statistics)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['Total Users', 'Pending Users', 'AI Tools', 'Tutorials', 'Workflows', 'Categories']);
  });

  it('shows the thirteen tabs in order (Synonyms since issue 22, Audit, Link Health and Laporan since 23); the chosen one lives in the address', async () => {
    renderPage('/admin?tab=tools');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Users',
      'Tools',
      'Tutorials',
      'Workflows',
      'Prompts',
      'Learning Path',
      'Feedback',
      'Categories',
      'Suggestions',
      'Synonyms',
      'Audit',
      'Link Health',
      'Laporan',
    ]);
    expect(screen.getByRole('tab', { name: 'Tools', selected: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Manage Tools' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Users/ }));
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/admin?tab=users');
  });

  it('an unknown tab in the address shows Users, with the pending count beside its name', async () => {
    renderPage('/admin?tab=zzz');
    expect(
      await screen.findByRole('tab', { name: 'Users 3 pending', selected: true }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeTruthy();
  });

  it('a change event refreshes that resource and the statistics; leaving closes the stream', async () => {
    const { unmount } = renderPage();
    const source = FakeEventSource.last!;
    expect(source.url).toBe(ADMIN_EVENTS_URL);
    await waitFor(() => expect(count('/api/admin/users')).toBe(1));
    expect(await screen.findByRole('tab', { name: 'Users 3 pending' })).toBeTruthy();

    stats = { ...stats, pendingUsers: 2 };
    source.emit('change', { resource: 'users' });
    expect(await screen.findByRole('tab', { name: 'Users 2 pending' })).toBeTruthy();
    expect(count('/api/admin/users')).toBe(2);

    // Another resource, or something that is not a change, leaves the users list alone.
    source.emit('change', { resource: 'tools' });
    source.emit('change', { resource: 'nothing' });
    source.emit('change', 'not json');
    await waitFor(() => expect(count('/api/admin/stats')).toBe(3));
    expect(count('/api/admin/users')).toBe(2);

    unmount();
    expect(source.closed).toBe(true);
  });
});
