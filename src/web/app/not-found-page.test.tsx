// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithClient } from '../lib/test-render';
import { MemberFrameIfSignedIn } from './member-layout';
import NotFoundPage, { NOT_FOUND_MESSAGES as M } from './not-found-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** As router.tsx has it: the page inside the frame a signed-in member keeps. */
const page = (
  <Routes>
    <Route element={<MemberFrameIfSignedIn />}>
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);

describe('NotFoundPage', () => {
  it('keeps the header and navigation for a signed-in member, in Malay beside the English (issue 20)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithClient(page, { at: '/tiada-di-sini' });
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeTruthy();
    expect(screen.getByText(M.malay)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.returnHome }).getAttribute('href')).toBe('/');
    expect(console.warn).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/tiada-di-sini',
    );
  });

  it('shows a visitor the page alone', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithClient(page, { user: null, at: '/tiada-di-sini' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeTruthy();
  });
});
