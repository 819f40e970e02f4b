// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../lib/test-api';
import { renderWithClient } from '../../../lib/test-render';
import { SEARCH_MESSAGES as M } from '../messages';
import SearchPalette from './search-palette';

// Issue 31: the search everywhere is limited per member; a member who reaches the limit is told
// how long to wait in the server's own words, not that the search failed.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WAIT = 'Terlalu banyak cubaan. Sila cuba lagi dalam 5 minit.';

describe('search palette', () => {
  it('says how long to wait when the member has searched too much', async () => {
    stubApi({ 'GET /api/search': () => apiError(429, WAIT, 'rate_limited') });
    renderWithClient(<SearchPalette onClose={() => {}} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'penjana' } });
    expect((await screen.findByRole('alert')).textContent).toBe(WAIT);
  });

  it('says the search failed on any other error', async () => {
    stubApi({ 'GET /api/search': () => apiError(500, 'Ralat pelayan.') });
    renderWithClient(<SearchPalette onClose={() => {}} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'penjana' } });
    expect((await screen.findByRole('alert')).textContent).toBe(M.failed);
  });
});
