// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOOL_FILTERS } from '@shared/list-filters';
import { readRecentSearches } from '../../lib/recent-searches';
import { sessionQueryOptions } from '../../lib/session';
import { renderWithClient, testMember } from '../../lib/test-render';
import { watchNavigations } from '../../lib/page-being-opened';
import { useListFilters } from '../../lib/use-list-filters';
import { SKELETON_CARD_COUNT } from '../ui/skeleton';
import { InfiniteGrid } from './infinite-grid';
import { ListEmpty } from './list-empty';
import { ListToolbar } from './list-toolbar';
import { SearchBox } from './search-box';

beforeAll(() => {
  // jsdom has no IntersectionObserver; the grid's "load more" button is what these tests press.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// The search box asks who is signed in (recent searches are a member's own): here, a visitor.
const client = new QueryClient();
client.setQueryData(sessionQueryOptions.queryKey, { user: null });
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

describe('SearchBox', () => {
  it('searches a moment after typing stops, with the trimmed text', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox id="s" label="Cari" placeholder="" value="" onSearch={onSearch} />, {
      wrapper,
    });
    const box = screen.getByRole('searchbox', { name: 'Cari' });
    fireEvent.change(box, { target: { value: ' chat' } });
    fireEvent.change(box, { target: { value: ' chatgpt ' } });
    act(() => vi.advanceTimersByTime(200));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('chatgpt', '');
  });

  it('before its suggestions have loaded, Enter searches at once and the search is kept', () => {
    localStorage.clear();
    const onSearch = vi.fn();
    renderWithClient(
      <SearchBox id="s" label="Cari" placeholder="" value="" onSearch={onSearch} suggestions />,
    );
    // Not focused, so the suggestions' code is not fetched: the box stays the plain one.
    const box = screen.getByRole('searchbox', { name: 'Cari' });
    fireEvent.change(box, { target: { value: ' penulisan ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('penulisan', '');
    expect(readRecentSearches(testMember.id)).toEqual(['penulisan']);
  });

  it('follows the address when it changes from outside', () => {
    const { rerender } = render(
      <SearchBox id="s" label="Cari" placeholder="" value="lama" onSearch={() => {}} />,
      { wrapper },
    );
    rerender(<SearchBox id="s" label="Cari" placeholder="" value="" onSearch={() => {}} />);
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
  });
});

describe('ListEmpty', () => {
  it('offers to clear words and filters only when there are some', () => {
    const onClear = vi.fn();
    render(<ListEmpty title="No tools found" filtered onClear={onClear} />);
    expect(screen.getByText('Cuba kata kunci lain atau kosongkan penapis.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kosongkan penapis' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('says the category is empty on an unfiltered category page', () => {
    render(<ListEmpty title="No tools found" filtered={false} unfilteredTitle="Kategori kosong" />);
    expect(screen.getByText('Kategori kosong')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/kata kunci lain/)).toBeNull();
  });

  it("names the nearest names of a search that found nothing, each searching itself, and 'Cadangkan kandungan ini'", () => {
    const set = vi.fn();
    const filters = { values: { q: 'chatgtp' }, set };
    render(
      <BrowserRouter>
        <ListEmpty
          title="No tools found"
          filtered
          search={{ filters, didYouMean: ['ChatGPT', 'Chatsonic'], type: 'tool' }}
        />
      </BrowserRouter>,
    );
    expect(screen.getByText(/Adakah anda maksudkan/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ChatGPT' }));
    expect(set).toHaveBeenCalledWith('q', 'ChatGPT');
    const suggest = screen.getByRole('link', { name: 'Cadangkan kandungan ini' });
    expect(suggest.getAttribute('href')).toBe('/suggest?type=tool&title=chatgtp');
  });

  it('names nothing where the answer did not say the search found nothing', () => {
    const filters = { values: { q: 'pena' }, set: vi.fn() };
    render(
      <BrowserRouter>
        <ListEmpty title="No tools found" filtered search={{ filters, didYouMean: undefined }} />
      </BrowserRouter>,
    );
    expect(screen.queryByText(/Adakah anda maksudkan/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cadangkan kandungan ini' })).toBeNull();
  });
});

describe('InfiniteGrid', () => {
  const base = {
    items: ['a', 'b'],
    isPending: false,
    isPaused: false,
    isError: false,
    hasNextPage: true,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
  };
  const grid = (
    list: Partial<typeof base>,
    more: { skeleton?: 'row'; className?: string } = {},
  ) => (
    <InfiniteGrid
      list={{ ...base, ...list } as never}
      label="Senarai"
      getKey={(s: string) => s}
      renderItem={(s: string) => <span>item {s}</span>}
      empty={<p>kosong</p>}
      {...more}
    />
  );

  it('shows the items and loads the next page from the button', () => {
    render(grid({}));
    expect(screen.getByRole('list', { name: 'Senarai' }).children).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Muat lagi' }));
    expect(base.fetchNextPage).toHaveBeenCalled();
  });

  it('while the first page loads, shows skeleton cards in its own grid, then the items in their place', () => {
    const rows = (list: Partial<typeof base>) =>
      grid(list, { skeleton: 'row', className: 'sm:grid-cols-1 lg:grid-cols-1' });
    const { container, rerender } = render(rows({ items: [], isPending: true }));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBeNull();
    expect(status.textContent).toBe('Memuatkan…');
    const placeholders = status.querySelector('ul')!;
    expect(placeholders.children).toHaveLength(SKELETON_CARD_COUNT);
    // Not a spinner, not the list, not the empty state, and no 'Muat lagi' yet.
    expect(container.querySelector('.animate-spin')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('kosong')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    rerender(rows({}));
    const list = screen.getByRole('list', { name: 'Senarai' });
    // The cards take the placeholders' place in the very same grid.
    expect(list.className).toBe(placeholders.className);
    expect(screen.getByText('item a')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it('offline, says the first page waits for the connection, with a retry, instead of loading for ever (issue 20)', () => {
    render(grid({ items: [], isPending: true, isPaused: true }));
    expect(screen.getByText('No internet connection')).toBeTruthy();
    expect(screen.queryByText('Memuatkan…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    expect(base.refetch).toHaveBeenCalled();
    // Pressed while still offline, it says so.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Still offline. Please check your connection.',
    );
    vi.restoreAllMocks();
  });

  it('shows the empty state, and a retry when loading failed', () => {
    const { rerender } = render(grid({ items: [], hasNextPage: false }));
    expect(screen.getByText('kosong')).toBeTruthy();
    rerender(grid({ items: [], isError: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    expect(base.refetch).toHaveBeenCalled();
  });
});

describe('useListFilters', () => {
  const KEYS = ['q', 'category', 'pricing'] as const;
  function Probe() {
    const f = useListFilters(TOOL_FILTERS, KEYS);
    return (
      <>
        <output>
          {JSON.stringify({ query: f.query, active: f.active, pricing: f.values.pricing })}
        </output>
        <button onClick={() => f.set('category', 'Design')}>set</button>
        <button onClick={() => f.clear()}>clear</button>
      </>
    );
  }
  const state = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');

  it('parses the address with the shared query: refused values and "all" mean no filter', () => {
    window.history.replaceState(null, '', '/tools?q=%20video%20&category=all&pricing=Murah&x=1');
    render(
      <BrowserRouter>
        <Probe />
      </BrowserRouter>,
    );
    // The pricing control shows what the list is filtered by: nothing, not the refused value.
    expect(state()).toEqual({ query: { q: 'video' }, active: true, pricing: '' });

    fireEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(state().query).toEqual({ q: 'video', category: 'Design' });
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(state()).toEqual({ query: {}, active: false, pricing: '' });
    expect(window.location.search).toBe('?x=1');
  });

  it('drops a delayed search when the address moved on before it was sent', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/showcase?q=midjourney&pricing=Free');
    function Toolbar() {
      const filters = useListFilters(TOOL_FILTERS, KEYS);
      return <ListToolbar filters={filters} search={{ id: 's', label: 'Cari', placeholder: '' }} />;
    }
    const page = (
      <BrowserRouter>
        <Toolbar />
      </BrowserRouter>
    );
    const { unmount } = render(page, { wrapper });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    // "Clear filters" has written the address, and the search fires before the page re-renders.
    window.history.replaceState(null, '', '/showcase');
    act(() => vi.advanceTimersByTime(300));
    expect(window.location.search).toBe('');

    // Typing over the search the address still holds is sent, keeping the other filters.
    unmount();
    window.history.replaceState(null, '', '/showcase?pricing=Free');
    render(page, { wrapper });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'chat' } });
    act(() => vi.advanceTimersByTime(300));
    expect(window.location.search).toBe('?pricing=Free&q=chat');
  });

  it('offers "Disimpan sahaja" where the list has a saved filter, bound to saved=1', () => {
    window.history.replaceState(null, '', '/tools?saved=1');
    function Toolbar({ keys }: { keys: readonly ('q' | 'category' | 'saved')[] }) {
      const filters = useListFilters(TOOL_FILTERS, keys);
      return <ListToolbar filters={filters} search={{ id: 's', label: 'Cari', placeholder: '' }} />;
    }
    const { unmount } = render(
      <BrowserRouter>
        <Toolbar keys={['q', 'category', 'saved']} />
      </BrowserRouter>,
      { wrapper },
    );
    const saved = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Disimpan sahaja' });
    expect(saved.checked).toBe(true);
    fireEvent.click(saved);
    expect(window.location.search).toBe('');
    fireEvent.click(saved);
    expect(window.location.search).toBe('?saved=1');
    unmount();
    // The public showcase's lists have no such filter.
    render(
      <BrowserRouter>
        <Toolbar keys={['q', 'category']} />
      </BrowserRouter>,
      { wrapper },
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("shows a control's new value at once, while the route still loads the list for it", async () => {
    // The page's loader asks for the list before the address moves (app/route-data.ts). The
    // filters read the window's address, as in the app, where the router is a browser router.
    window.history.replaceState(null, '', '/tools?saved=1');
    let release = () => {};
    function Toolbar() {
      const filters = useListFilters(TOOL_FILTERS, ['q', 'saved'] as const);
      return <ListToolbar filters={filters} search={{ id: 's', label: 'Cari', placeholder: '' }} />;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/tools',
          Component: Toolbar,
          // What shows while the first load runs, as the app's root route has (router.tsx).
          HydrateFallback: () => null,
          loader: ({ request }) =>
            new URL(request.url).search === ''
              ? new Promise<null>((resolve) => (release = () => resolve(null)))
              : null,
        },
      ],
      { initialEntries: ['/tools?saved=1'] },
    );
    render(<RouterProvider router={router} />, { wrapper });
    const saved = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Disimpan sahaja',
    });
    fireEvent.click(saved);
    // Not back to ticked while the loader runs: a person sees their click take.
    expect(router.state.location.search).toBe('?saved=1');
    expect(saved.checked).toBe(false);
    await act(async () => release());
    expect(router.state.location.search).toBe('');
    expect(saved.checked).toBe(false);
  });

  it('never stops a person on their way to another page with a delayed search', async () => {
    // The app's router moves the address only once the next page's data has loaded: meanwhile
    // a delayed search sent as a navigation of its own would replace the person's.
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/tools');
    let release = () => {};
    function Toolbar() {
      const filters = useListFilters(TOOL_FILTERS, KEYS);
      return <ListToolbar filters={filters} search={{ id: 's', label: 'Cari', placeholder: '' }} />;
    }
    const router = createMemoryRouter(
      [
        { path: '/tools', Component: Toolbar },
        {
          path: '/dashboard',
          Component: () => <h1>Dashboard</h1>,
          loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
        },
      ],
      { initialEntries: ['/tools'] },
    );
    watchNavigations(router);
    render(<RouterProvider router={router} />, { wrapper });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'gem' } });
    // A shortcut opens the dashboard, whose data is still loading when the search is due.
    act(() => void router.navigate('/dashboard'));
    act(() => vi.advanceTimersByTime(300));
    expect(router.state.navigation.location?.pathname).toBe('/dashboard');
    await act(async () => release());
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('never writes a delayed search onto another page the person is going to', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/tools');
    function Toolbar() {
      const filters = useListFilters(TOOL_FILTERS, KEYS);
      return <ListToolbar filters={filters} search={{ id: 's', label: 'Cari', placeholder: '' }} />;
    }
    render(
      <BrowserRouter>
        <Toolbar />
      </BrowserRouter>,
      { wrapper },
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'gem' } });
    // A shortcut has moved the address to the dashboard, whose page is still loading.
    window.history.pushState(null, '', '/dashboard');
    act(() => vi.advanceTimersByTime(300));
    expect(window.location.pathname + window.location.search).toBe('/dashboard');
  });
});
