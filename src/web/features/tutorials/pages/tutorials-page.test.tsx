// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSearchSuggestions } from '../../../components/list/search-box';
import type { TutorialListResponse } from '@shared/tutorials';
import { LIST_MESSAGES as L } from '../../../components/list/messages';
import { apiError, page, stubApi, type ApiRequest } from '../../../lib/test-api';
import { tutorialCardOf } from '../../../lib/test-data';
import { renderWithClient } from '../../../lib/test-render';
import { TUTORIALS_MESSAGES as M } from '../messages';
import TutorialsPage from './tutorials-page';
import { SKELETON_CARD_COUNT } from '../../../components/ui/skeleton';

// The search box's suggestions, loaded before any test: a file that ends first would tear its
// environment down under that import.
beforeAll(async () => {
  await loadSearchSuggestions();
});

const ASAS = tutorialCardOf({ id: 'tu1', title: 'Asas ChatGPT', instructor: 'Cikgu Aina' });
const VIDEO = tutorialCardOf({
  id: 'tu2',
  title: 'Video AI',
  category: 'Video',
  difficulty: 'Lanjutan',
  instructor: 'Encik Rahman',
  duration: '25 minit',
});
const categories = ['Video', 'Writing'].map((name) => ({
  id: name,
  name,
  description: null,
  counts: { tools: 0, tutorials: 1, workflows: 0 },
}));

/** The list answering with `answer`, at `at`; gives the requests. */
function renderPage(
  at = '/learning',
  answer: (request: ApiRequest) => TutorialListResponse | Response | Promise<never> = () =>
    page([ASAS, VIDEO]),
) {
  const requests = stubApi({
    'GET /api/tutorials': answer,
    'GET /api/categories': () => ({ items: categories }),
    'GET /api/me/favorites': () => ({ items: [] }),
  });
  renderWithClient(<TutorialsPage />, { at, route: '/learning' });
  return requests;
}

const listRequests = (requests: ApiRequest[]) =>
  requests.filter((r) => r.path === '/api/tutorials');
const lastQuery = (requests: ApiRequest[]) =>
  Object.fromEntries(listRequests(requests).at(-1)!.query);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/learning: loading, empty, failed and loaded (docs/product.md#tutorials)', () => {
  it('shows skeleton cards and no count while the first page loads', async () => {
    const requests = renderPage('/learning', () => new Promise<never>(() => {}));
    await waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Memuatkan…');
    // Issue 20: skeleton cards in the list's grid, not a spinner.
    expect(screen.getByRole('status').querySelectorAll('ul > li')).toHaveLength(
      SKELETON_CARD_COUNT,
    );
    expect(document.querySelector('.animate-spin')).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('lists the tutorials with their count, instructor and duration, each linking to its page', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: M.title });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Asas ChatGPT' }).getAttribute('href')).toBe(
      '/learning/tu1',
    );
    expect(within(second!).getByRole('link', { name: 'Video AI' }).getAttribute('href')).toBe(
      '/learning/tu2',
    );
    expect(within(second!).getByText('Encik Rahman')).toBeTruthy();
    expect(within(second!).getByText('25 minit')).toBeTruthy();
    expect(within(second!).getByText('Lanjutan')).toBeTruthy();
    expect(screen.getByText('Showing 2 tutorials')).toBeTruthy();
    expect(screen.getByRole('link', { name: M.suggest }).getAttribute('href')).toBe(
      '/suggest?type=tutorial',
    );
  });

  it('gives a member a favourite toggle on every card', async () => {
    renderPage();
    await screen.findByRole('list', { name: M.title });
    for (const title of ['Asas ChatGPT', 'Video AI']) {
      expect(screen.getByRole('button', { name: `Kegemaran: ${title}` })).toBeTruthy();
    }
  });

  it('says No tutorials found for an empty search, with a way to clear it', async () => {
    renderPage('/learning?q=tiada', () => page([]));
    expect(await screen.findByText(M.empty)).toBeTruthy();
    expect(screen.getByText('Showing 0 tutorials')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: L.clearFilters }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('says the list failed, without a count, and loads it again on Cuba lagi', async () => {
    let fail = true;
    const requests = renderPage('/learning', () => (fail ? apiError(500, 'Rosak') : page([ASAS])));
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: L.retry }));
    expect(await screen.findByRole('link', { name: 'Asas ChatGPT' })).toBeTruthy();
    expect(listRequests(requests)).toHaveLength(2);
  });

  it('opens the tutorial of /learning?tutorial={id} (the category lists link there)', async () => {
    const requests = stubApi({});
    renderWithClient(
      <Routes>
        <Route path="/learning" element={<TutorialsPage />} />
        <Route path="/learning/:id" element={<p>Halaman tutorial</p>} />
      </Routes>,
      { at: '/learning?tutorial=tu2' },
    );
    expect(await screen.findByText('Halaman tutorial')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/learning/tu2');
    expect(listRequests(requests)).toEqual([]);
  });
});

describe('/learning: the filters live in the address (docs/product.md#tutorials)', () => {
  it('reads them from the address into the controls and the request', async () => {
    const requests = renderPage('/learning?q=video&category=Video&difficulty=Lanjutan');
    await screen.findByRole('list', { name: M.title });
    expect(lastQuery(requests)).toEqual({ q: 'video', category: 'Video', difficulty: 'Lanjutan' });
    expect(screen.getByLabelText<HTMLInputElement>(M.searchLabel).value).toBe('video');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>(M.categoryLabel).value).toBe('Video'),
    );
    expect(screen.getByLabelText<HTMLSelectElement>(M.difficultyLabel).value).toBe('Lanjutan');
  });

  it('treats a difficulty the list does not have as no filter', async () => {
    const requests = renderPage('/learning?difficulty=Mustahil');
    await screen.findByRole('list', { name: M.title });
    expect(lastQuery(requests)).toEqual({});
    expect(screen.getByLabelText<HTMLSelectElement>(M.difficultyLabel).value).toBe('all');
  });

  it('writes a chosen category and difficulty to the address, and asks the server for them', async () => {
    const requests = renderPage();
    await screen.findByRole('option', { name: 'Video' });
    fireEvent.change(screen.getByLabelText(M.categoryLabel), { target: { value: 'Video' } });
    await waitFor(() => expect(window.location.search).toBe('?category=Video'));
    fireEvent.change(screen.getByLabelText(M.difficultyLabel), { target: { value: 'Pemula' } });
    await waitFor(() => expect(window.location.search).toBe('?category=Video&difficulty=Pemula'));
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ category: 'Video', difficulty: 'Pemula' }),
    );
  });
});
