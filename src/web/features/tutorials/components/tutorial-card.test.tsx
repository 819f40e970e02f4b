// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TutorialCard as TutorialCardData } from '@shared/tutorials';
import { stubApi } from '../../../lib/test-api';
import { cardLink } from '../../../lib/test-card-link';
import { renderWithClient } from '../../../lib/test-render';
import { TutorialCard } from './tutorial-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// What GET /api/tutorials gives a card: no description, steps or resources (issue 17).
const tutorial: TutorialCardData = {
  id: 't1',
  title: 'Asas Prompt',
  youtubeId: 'abcdefghijk',
  videoLanguage: 'en',
  captions: true,
  duration: '30 minit',
  instructor: 'Cikgu Aina',
  difficulty: 'Pemula',
  category: 'Writing',
};

describe('TutorialCard', () => {
  it('shows the thumbnail, badges, title link, instructor and duration from the card fields', () => {
    const { container } = renderWithClient(
      <TutorialCard tutorial={tutorial} href="/learning?tutorial=t1" />,
      { user: null },
    );
    cardLink('Asas Prompt', '/learning?tutorial=t1');
    expect(container.querySelector('img')?.getAttribute('src')).toContain('abcdefghijk');
    for (const text of ['Pemula', 'Penulisan', 'Cikgu Aina', '30 minit']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it("says the video's language and captions, and links to it on YouTube (issue 20)", () => {
    const { unmount } = renderWithClient(
      <TutorialCard tutorial={tutorial} href="/learning?tutorial=t1" />,
      { user: null },
    );
    expect(screen.getByText('Video BI')).toBeTruthy();
    expect(screen.getByText('Sari kata')).toBeTruthy();
    const youtube = screen.getByRole('link', { name: /Tonton di YouTube/ });
    expect(youtube.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(youtube.getAttribute('target')).toBe('_blank');
    unmount();
    renderWithClient(
      <TutorialCard
        tutorial={{ ...tutorial, videoLanguage: 'ms', captions: false, youtubeId: null }}
        href="/learning?tutorial=t1"
      />,
      { user: null },
    );
    expect(screen.getByText('Video BM')).toBeTruthy();
    expect(screen.queryByText('Sari kata')).toBeNull();
    expect(screen.queryByRole('link', { name: /Tonton di YouTube/ })).toBeNull();
  });

  it("shows a video of both languages as 'Video campur', named in full for a screen reader (issue 33)", () => {
    renderWithClient(
      <TutorialCard tutorial={{ ...tutorial, videoLanguage: 'campur' }} href="/learning/t1" />,
      { user: null },
    );
    const badge = screen.getByText('Video campur');
    expect(badge.getAttribute('title')).toBe('Video dalam Bahasa Melayu dan Inggeris');
  });

  it('is one link to the tutorial, with the save toggle and YouTube link above it and after it (issue 32)', () => {
    stubApi({ 'GET /api/me/favorites': () => ({ items: [] }) });
    renderWithClient(<TutorialCard tutorial={tutorial} href="/learning/t1" />);
    const link = cardLink('Asas Prompt', '/learning/t1');
    const save = screen.getByRole('button', { name: 'Kegemaran: Asas Prompt' });
    const youtube = screen.getByRole('link', { name: /Tonton di YouTube/ });
    expect(link.contains(save) || link.contains(youtube)).toBe(false);
  });
});
