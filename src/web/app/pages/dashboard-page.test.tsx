// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardResponse } from '@shared/dashboard';
import { DASHBOARD_MESSAGES } from '../../features/dashboard/messages';
import { PROFILE_MESSAGES } from '../../features/profile/messages';
import { renderWithClient } from '../../lib/test-render';
import DashboardPage from './dashboard-page';
import { NO_PROGRESS } from '../../features/dashboard/test-progress';
import { reply, stubApi } from '../../lib/test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe('/dashboard when the member’s record cannot be made (docs/product.md#dashboard)', () => {
  it("says 'Gagal membuat profil' and offers a retry on the page", async () => {
    stubApi({
      'GET /api/me/dashboard': () => reply(500, { error: { code: 'internal', message: 'Boom' } }),
    });
    renderWithClient(<DashboardPage />);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Gagal membuat profil'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.getByText(DASHBOARD_MESSAGES.loadFailed)).toBeTruthy();
  });

  it('says nothing of it when the session has ended (the app goes to /landing)', async () => {
    stubApi({
      'GET /api/me/dashboard': () =>
        reply(401, { error: { code: 'unauthenticated', message: 'Sila log masuk.' } }),
    });
    renderWithClient(<DashboardPage />);
    expect(await screen.findByText(DASHBOARD_MESSAGES.loadFailed)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

const EMPTY: DashboardResponse = {
  favorites: { tools: [], tutorials: [], workflows: [], prompts: [] },
  statuses: { tutorials: [], items: [] },
  progress: NO_PROGRESS,
  streak: { days: 0, activeToday: false, longest: 0 },
  featuredTutorials: [],
  learningPath: [],
  runs: [],
  finishedWorkflows: { count: 0, last: null },
  start: [
    { kind: 'tutorial', id: 't1', title: 'Asas Prompt', detail: '±30 minit', done: true },
    { kind: 'prompt', id: 'p1', title: 'Kapsyen Jualan', detail: null, done: false },
    { kind: 'workflow', id: 'w1', title: 'Poster Kilat', detail: '3 langkah', done: false },
  ],
  milestones: [],
  quizzesPassed: 0,
};

describe('/dashboard for a new member (issue 19)', () => {
  const S = DASHBOARD_MESSAGES.start;

  it('leads with the three first actions, ticks the done ones, and closes for good', async () => {
    const requests = stubApi({
      'GET /api/me/dashboard': () => EMPTY,
      'POST /api/me/start-card/dismiss': () => reply(204),
    });
    renderWithClient(<DashboardPage />);
    const card = await screen.findByRole('region', { name: S.heading });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/learning/t1',
      '/prompt/p1',
      '/workflows/w1/execute',
    ]);
    expect(links[0]!.textContent).toContain(`(${S.done})`);
    expect(links[1]!.textContent).not.toContain(`(${S.done})`);
    expect(links[2]!.textContent).toContain('3 langkah');

    // No favourites yet: one friendly box, not four empty sections.
    expect(screen.getByRole('region', { name: DASHBOARD_MESSAGES.favoritesEmpty })).toBeTruthy();
    expect(screen.queryByRole('region', { name: DASHBOARD_MESSAGES.favorites.tools })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: S.close }));
    await waitFor(() => expect(screen.queryByRole('region', { name: S.heading })).toBeNull());
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /api/me/start-card/dismiss',
    );
  });

  it('shows no card once the server says it is done or closed', async () => {
    stubApi({ 'GET /api/me/dashboard': () => ({ ...EMPTY, start: null }) });
    renderWithClient(<DashboardPage />);
    await screen.findByRole('region', { name: DASHBOARD_MESSAGES.favoritesEmpty });
    expect(screen.queryByRole('region', { name: S.heading })).toBeNull();
  });
});

describe('/dashboard while the member’s record loads (issue 20)', () => {
  it('shows skeletons in the page’s layout, then the record in their place', async () => {
    let answer: (value: DashboardResponse) => void = () => {};
    stubApi({
      'GET /api/me/dashboard': () =>
        new Promise<DashboardResponse>((resolve) => (answer = resolve)),
    });
    const { container } = renderWithClient(<DashboardPage />);
    const loading = await screen.findByRole('status');
    expect(loading.getAttribute('aria-busy')).toBeNull();
    expect(loading.textContent).toBe('Memuatkan…');
    expect(container.querySelector('.animate-spin')).toBeNull();
    // The side column keeps the streak's and progress' places too.
    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(10);

    answer({ ...EMPTY, start: null });
    await screen.findByRole('region', { name: DASHBOARD_MESSAGES.favoritesEmpty });
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });
});

describe('/dashboard#edit-profil (issue 31: the certificate page leads there)', () => {
  it('opens Edit Profil, and the address goes back to /dashboard', async () => {
    stubApi({ 'GET /api/me/dashboard': () => EMPTY });
    renderWithClient(<DashboardPage />, { at: '/dashboard#edit-profil' });
    expect(await screen.findByRole('dialog', { name: 'Edit Profil' })).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('dialog', { name: 'Edit Profil' })).toBeTruthy();
  });
});

describe('/dashboard: the next step first (issue 33)', () => {
  it('puts "Mula di sini" before the profile card, as a phone shows it (the desktop places it beside)', async () => {
    stubApi({ 'GET /api/me/dashboard': () => EMPTY });
    renderWithClient(<DashboardPage />);
    const start = await screen.findByRole('region', { name: DASHBOARD_MESSAGES.start.heading });
    const profile = screen.getByRole('button', { name: PROFILE_MESSAGES.editButton });
    expect(start.compareDocumentPosition(profile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
