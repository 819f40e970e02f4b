// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReportsResponse } from '@shared/reports';
import { apiError, stubApi } from '../../../lib/test-api';
import { renderAdmin, setupAdminTests } from '../../../admin/test-utils';
import { REPORTS_MESSAGES as M } from './messages';
import { ReportsTab } from './reports-tab';

// jsdom draws no canvas: a chart stands in as what it gives a screen reader.
vi.mock('react-chartjs-2', () => ({
  Bar: (props: { 'aria-label': string; role: string }) => (
    <canvas role={props.role} aria-label={props['aria-label']} />
  ),
}));

const answer = (overrides: Partial<ReportsResponse> = {}): ReportsResponse => ({
  days: 30,
  since: '2026-10-28T04:00:00.000Z',
  until: '2026-11-27T04:00:00.000Z',
  searchMisses: [
    { term: 'video kahwin', members: 3, count: 4, lastSeen: '2026-11-26T03:00:00.000Z' },
  ],
  mostFavourited: [
    { kind: 'tool', id: 't1', name: 'ChatGPT', count: 5 },
    { kind: 'prompt', id: 'p1', name: 'Kapsyen Jualan', count: 2 },
  ],
  mostCopied: [],
  halfWatched: [{ kind: 'tutorial', id: 'u1', name: 'Asas Canva', count: 3 }],
  unfinishedWorkflows: [
    { kind: 'workflow', id: 'w1', name: 'Kedai Online', count: 2, stoppedAtStep: 3 },
  ],
  weeks: [
    { week: '2026-11-16', newMembers: 0, activeMembers: 0 },
    { week: '2026-11-23', newMembers: 2, activeMembers: 7 },
  ],
  ...overrides,
});

setupAdminTests();
// The tab loads its charts lazily: loaded here first, so no wait below races a cold import
// (chart.js) on a busy machine.
beforeAll(async () => {
  await import('./report-charts');
});

const section = (name: string) => screen.getByRole('region', { name });

describe('Laporan tab (issue 23)', () => {
  it('shows each report as a table with its chart, items linked to their pages, empty ones said', async () => {
    const requests = stubApi({ 'GET /api/admin/reports': () => answer() });
    renderAdmin(<ReportsTab />);
    const misses = await screen.findByRole('region', { name: M.sections.searchMisses });
    expect(within(misses).getByRole('cell', { name: 'video kahwin' })).toBeTruthy();
    // Counted by members: the column and the chart say how many searched it.
    expect(within(misses).getByRole('columnheader', { name: M.columns.members })).toBeTruthy();
    expect(within(misses).getByRole('cell', { name: '3' })).toBeTruthy();
    expect((await within(misses).findByRole('img')).getAttribute('aria-label')).toBe(
      `Carta bar, ${M.sections.searchMisses}: video kahwin 3.`,
    );
    expect(requests.find((r) => r.path === '/api/admin/reports')?.query.get('days')).toBe('30');

    const saved = section(M.sections.mostFavourited);
    expect(within(saved).getByRole('link', { name: 'ChatGPT' }).getAttribute('href')).toBe(
      '/tools/t1',
    );
    expect(within(saved).getByRole('link', { name: 'Kapsyen Jualan' }).getAttribute('href')).toBe(
      '/prompt/p1',
    );
    expect(within(saved).getByRole('cell', { name: 'Alat AI' })).toBeTruthy();
    expect((await within(saved).findByRole('img')).getAttribute('aria-label')).toBe(
      `Carta bar, ${M.sections.mostFavourited}: ChatGPT 5; Kapsyen Jualan 2.`,
    );

    expect(within(section(M.sections.mostCopied)).getByText(M.empty)).toBeTruthy();
    expect(within(section(M.sections.mostCopied)).queryByRole('img')).toBeNull();
    expect(
      within(section(M.sections.halfWatched)).getByRole('link', { name: 'Asas Canva' }),
    ).toBeTruthy();
    expect(
      within(section(M.sections.unfinishedWorkflows)).getByRole('cell', { name: M.step(3) }),
    ).toBeTruthy();

    // A chart for each list with rows: all but the empty copies.
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(5));
    const weeks = section(M.sections.weeks);
    expect(within(weeks).getAllByRole('row')).toHaveLength(3);
    expect((await within(weeks).findByRole('img')).getAttribute('aria-label')).toContain(
      '2 baharu, 7 aktif',
    );
  });

  it('starts at the period in the address and asks again for the one chosen', async () => {
    const requests = stubApi({
      'GET /api/admin/reports': (r) => answer({ days: Number(r.query.get('days')) }),
    });
    renderAdmin(<ReportsTab />, { at: '/admin?tab=reports&days=90' });
    await screen.findByRole('region', { name: M.sections.weeks });
    const asked = () => requests.map((r) => r.query.get('days'));
    expect(asked()).toEqual(['90']);
    fireEvent.change(screen.getByLabelText(M.period), { target: { value: '7' } });
    await waitFor(() => expect(asked()).toEqual(['90', '7']));
    expect((screen.getByLabelText(M.period) as HTMLSelectElement).value).toBe('7');
  });

  it('says when the reports cannot be read, and tries again on request', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/reports': () => (fail ? apiError(500, 'Ralat pelayan') : answer()),
    });
    renderAdmin(<ReportsTab />);
    expect(screen.getByRole('status').textContent).toBe(M.loading);
    expect((await screen.findByRole('alert')).textContent).toContain(M.loadFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByRole('region', { name: M.sections.weeks })).toBeTruthy();
  });
});
