// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../lib/test-render';
import { SHELL_MESSAGES as M } from './messages';
import NotFoundPage from './not-found-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NotFoundPage', () => {
  it('keeps the header and navigation for a signed-in member, in Malay beside the English (issue 20)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithClient(<NotFoundPage />, { at: '/tiada-di-sini' });
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: M.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(M.notFoundMalay)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.returnHome }).getAttribute('href')).toBe('/');
    expect(console.warn).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/tiada-di-sini',
    );
  });

  it('shows a visitor the page alone', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithClient(<NotFoundPage />, { user: null, at: '/tiada-di-sini' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: M.notFoundTitle })).toBeTruthy();
  });
});
