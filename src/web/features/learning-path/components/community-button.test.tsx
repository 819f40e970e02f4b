// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LearningPathEntry } from '@shared/learning-path';
import { COMMUNITY_MESSAGES as M } from '../messages';
import { CommunityButton } from './community-button';

let path: LearningPathEntry[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  const body = url.startsWith('/api/learning-path')
    ? { items: path }
    : url.startsWith('/api/site')
      ? { links: { learningGroup: 'https://chat.example.com/kumpulan' } }
      : null;
  return new Response(JSON.stringify(body), {
    status: body ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CommunityButton />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Opens the dialog, which loads on the first press. */
async function open() {
  renderButton();
  fireEvent.click(screen.getByRole('button', { name: M.button }));
  return screen.findByRole('dialog', { name: M.title });
}

const entry = (position: number, id: string, title: string): LearningPathEntry => ({
  position,
  id,
  title,
  category: 'Writing',
  difficulty: 'Pemula',
});

describe('Community dialog (docs/product.md#learning-path /dashboard)', () => {
  it('lists the learning path in order, the first marked mula di sini, each opening its tutorial', async () => {
    // The server keeps the positions 1..n (issue 16), whatever slots the admin left empty.
    path = [entry(1, 't9', 'Asas ChatGPT'), entry(2, 't2', 'Prompt Lanjutan')];
    const dialog = await open();
    const list = await within(dialog).findByRole('list', { name: M.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual([
      '/learning/t9',
      '/learning/t2',
    ]);
    expect(items[0]!.textContent).toContain('Asas ChatGPT');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      expect.stringContaining(`${M.step(1)}: Asas ChatGPT`),
      expect.stringContaining(`${M.step(2)}: Prompt Lanjutan`),
    ]);
    expect(within(items[0]!).getByText(M.startHere)).toBeTruthy();
    expect(within(items[1]!).queryByText(M.startHere)).toBeNull();
    const group = await within(dialog).findByRole('link', { name: new RegExp(M.joinGroup) });
    expect(group.getAttribute('target')).toBe('_blank');
  });

  it('says no path is set yet when the admin has not chosen one', async () => {
    path = [];
    const dialog = await open();
    expect(await within(dialog).findByText(M.empty)).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: M.listLabel })).toBeNull();
  });

  it('asks for the path only once opened', () => {
    renderButton();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.filter((u) => u.startsWith('/api/learning-path'))).toEqual([]);
  });
});
