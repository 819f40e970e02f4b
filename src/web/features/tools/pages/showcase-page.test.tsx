// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSearchSuggestions } from '../../../components/list/search-box';
import type { SessionUser } from '@shared/auth';
import { TOOL_CATEGORIES } from '@shared/constants';
import { LandingCategories } from '../../landing/components/landing-categories';
import { LANDING_MESSAGES as L } from '../../landing/messages';
import { sessionQueryOptions } from '../../../lib/session';

import { TOOLS_MESSAGES as M } from '../messages';
import ShowcasePage from './showcase-page';
import { stubApi } from '../../../lib/test-api';

// The search box's suggestions, loaded before any test: a file that ends first would tear its
// environment down under that import.
beforeAll(async () => {
  await loadSearchSuggestions();
});

/** The landing page's part under test, and where the browser is. */
function Landing() {
  const location = useLocation();
  return (
    <>
      <output aria-label="location">{location.pathname + location.hash}</output>
      <LandingCategories />
    </>
  );
}

function renderAt(path: string, user: SessionUser | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryOptions.queryKey, { user });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/showcase" element={<ShowcasePage />} />
          <Route path="/showcase/:category" element={<ShowcasePage />} />
          <Route path="/landing" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  stubApi({ 'GET /api/showcase/tools': () => ({ items: [], total: 0, nextCursor: null }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/showcase: Back to Categories (docs/product.md#landing-affiliates-and-showcase), public like the page', () => {
  it.each([
    ['/showcase', M.showcaseAll],
    ['/showcase/Design', M.categoryTitle('Design')],
  ])('%s leads to the landing page’s categories', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    const back = screen.getByRole('link', { name: M.showcaseBack });
    expect(back.getAttribute('href')).toBe('/landing#kategori');

    fireEvent.click(back);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/landing#kategori');
    // The router's scroll restoration brings the section to the top (tests/e2e/navigation.spec.ts).
    expect(screen.getByRole('heading', { name: L.categoriesTitle })).toBeTruthy();
  });
});

describe('/showcase: Back to Categories for a signed-in member', () => {
  it('leads to the member’s categories page, as /landing would send them to the dashboard', async () => {
    const member: SessionUser = {
      id: 'ahli',
      username: 'ahli',
      email: 'ahli@contoh.my',
      role: 'user',
      status: 'approved',
      displayName: 'ahli',
      avatarUrl: null,
      interfaceLanguage: null,
      weeklyDigest: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    renderAt('/showcase/Design', member);
    expect(await screen.findByRole('heading', { name: M.categoryTitle('Design') })).toBeTruthy();
    expect(screen.getByRole('link', { name: M.showcaseBack }).getAttribute('href')).toBe(
      '/categories',
    );
  });
});

describe('the landing page’s categories', () => {
  it('lists the ten categories, each opening its public showcase', () => {
    renderAt('/landing');
    const links = TOOL_CATEGORIES.map((category) =>
      screen.getByRole('link', { name: L.categoryLink(category) }),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      TOOL_CATEGORIES.map((category) => `/showcase/${category}`),
    );
  });

  it('a category opens its showcase page, whose way back returns here', async () => {
    renderAt('/landing');
    fireEvent.click(screen.getByRole('link', { name: L.categoryLink('Coding') }));
    expect(await screen.findByRole('heading', { name: M.categoryTitle('Coding') })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: M.showcaseBack }));
    expect(screen.getByRole('link', { name: L.categoryLink('Coding') })).toBeTruthy();
  });
});
