// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSearchSuggestions } from '../../../components/list/search-box';
import type { ToolCard, ToolListResponse } from '@shared/tools';
import { LIST_MESSAGES as L } from '../../../components/list/messages';
import { apiError, page, stubApi, type ApiRequest } from '../../../lib/test-api';
import { toolCardOf } from '../../../lib/test-data';
import { renderWithClient } from '../../../lib/test-render';
import { TOOLS_MESSAGES as M } from '../messages';
import ToolsPage from './tools-page';
import { SKELETON_CARD_COUNT } from '../../../components/ui/skeleton';

// The search box's suggestions, loaded before any test: a file that ends first would tear its
// environment down under that import.
beforeAll(async () => {
  await loadSearchSuggestions();
});

const CHATGPT = toolCardOf({ id: 't1', name: 'ChatGPT', category: 'Writing' });
const CURSOR = toolCardOf({ id: 't2', name: 'Cursor', category: 'Coding', pricing: 'Paid' });
const categories = ['Coding', 'Writing'].map((name) => ({
  id: name,
  name,
  description: null,
  counts: { tools: 1, tutorials: 0, workflows: 0 },
}));

/** The members' list answering with `tools` (or `answer`), at `at`; gives the requests. */
function renderPage(
  at = '/tools',
  answer: (request: ApiRequest) => ToolListResponse | Response | Promise<never> = () =>
    page([CHATGPT, CURSOR]),
) {
  const requests = stubApi({
    'GET /api/tools': answer,
    'GET /api/categories': () => ({ items: categories }),
    'GET /api/me/favorites': () => ({ items: [] }),
  });
  renderWithClient(<ToolsPage />, { at, route: '/tools' });
  return requests;
}

const listRequests = (requests: ApiRequest[]) => requests.filter((r) => r.path === '/api/tools');
const lastQuery = (requests: ApiRequest[]) =>
  Object.fromEntries(listRequests(requests).at(-1)!.query);
const names = (tools: ToolCard[]) => tools.map((t) => t.name);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/tools: loading, empty, failed and loaded (docs/product.md#tools)', () => {
  it('shows skeleton cards and no count while the first page loads', async () => {
    const requests = renderPage('/tools', () => new Promise<never>(() => {}));
    await waitFor(() => expect(listRequests(requests)).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Memuatkan…');
    // Issue 20: skeleton cards in the list's grid, not a spinner.
    expect(screen.getByRole('status').querySelectorAll('ul > li')).toHaveLength(
      SKELETON_CARD_COUNT,
    );
    expect(document.querySelector('.animate-spin')).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.queryByRole('list', { name: M.title })).toBeNull();
  });

  it('lists the tools with their count, each card linking to its page', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: M.title });
    const links = within(list).getAllByRole('link', { name: /ChatGPT|Cursor/ });
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['ChatGPT', '/tools/t1'],
      ['Cursor', '/tools/t2'],
    ]);
    expect(screen.getByText('Showing 2 tools')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: M.suggest }).getAttribute('href')).toBe(
      '/suggest?type=tool',
    );
  });

  it('gives a member a favourite toggle on every card', async () => {
    renderPage();
    await screen.findByRole('list', { name: M.title });
    for (const name of names([CHATGPT, CURSOR])) {
      expect(screen.getByRole('button', { name: `Kegemaran: ${name}` })).toBeTruthy();
    }
  });

  it('says No tools found for an empty list, with a way to clear the filters', async () => {
    renderPage('/tools?q=tiada&pricing=Free', () => page([]));
    expect(await screen.findByText(M.empty)).toBeTruthy();
    expect(screen.getByText('Showing 0 tools')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: L.clearFilters }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('says the list failed, without a count, and loads it again on Cuba lagi', async () => {
    let fail = true;
    const requests = renderPage('/tools', () => (fail ? apiError(500, 'Rosak') : page([CHATGPT])));
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: L.retry }));
    expect(await screen.findByRole('link', { name: 'ChatGPT' })).toBeTruthy();
    expect(listRequests(requests)).toHaveLength(2);
  });
});

describe('/tools: the filters live in the address (docs/product.md#tools)', () => {
  it('reads them from the address into the controls and the request', async () => {
    const requests = renderPage('/tools?q=chat&category=Writing&pricing=Freemium');
    await screen.findByRole('list', { name: M.title });
    expect(lastQuery(requests)).toEqual({ q: 'chat', category: 'Writing', pricing: 'Freemium' });
    expect(screen.getByLabelText<HTMLInputElement>(M.searchLabel).value).toBe('chat');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>(M.categoryLabel).value).toBe('Writing'),
    );
    expect(screen.getByLabelText<HTMLSelectElement>(M.pricingLabel).value).toBe('Freemium');
  });

  it('writes a chosen category and pricing to the address, and asks the server for them', async () => {
    const requests = renderPage();
    // Shown by its Malay name (shared/glossary.ts); the address and the API keep 'Coding'.
    const coding = await screen.findByRole<HTMLOptionElement>('option', { name: 'Pengaturcaraan' });
    expect(coding.value).toBe('Coding');
    fireEvent.change(screen.getByLabelText(M.categoryLabel), { target: { value: 'Coding' } });
    await waitFor(() => expect(window.location.search).toBe('?category=Coding'));
    fireEvent.change(screen.getByLabelText(M.pricingLabel), { target: { value: 'Paid' } });
    await waitFor(() => expect(window.location.search).toBe('?category=Coding&pricing=Paid'));
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ category: 'Coding', pricing: 'Paid' }),
    );
    // 'All' takes the filter out of the address again.
    fireEvent.change(screen.getByLabelText(M.categoryLabel), { target: { value: 'all' } });
    await waitFor(() => expect(window.location.search).toBe('?pricing=Paid'));
  });

  it('writes the search to the address once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = renderPage();
    await screen.findByRole('list', { name: M.title });
    fireEvent.change(screen.getByLabelText(M.searchLabel), { target: { value: ' cursor ' } });
    expect(window.location.search).toBe('');
    act(() => void vi.advanceTimersByTime(250));
    await waitFor(() => expect(window.location.search).toBe('?q=cursor'));
    await waitFor(() => expect(lastQuery(requests)).toEqual({ q: 'cursor' }));
  });
});
