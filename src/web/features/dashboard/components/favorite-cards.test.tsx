// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../lib/test-api';
import { cardLink } from '../../../lib/test-card-link';
import { renderWithClient } from '../../../lib/test-render';
import { FeaturedTutorials } from './featured-tutorials';
import {
  FavoritePromptItem,
  FavoriteToolItem,
  FavoriteTutorialItem,
  FavoriteWorkflowItem,
} from './favorite-cards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = { personalRemarks: 'Cuba minggu ini', favoritedAt: '2025-05-05T10:00:00.000Z' };
const tutorial = {
  id: 't1',
  title: 'Asas Prompt',
  description: null,
  youtubeId: 'abcdefghijk',
  duration: '30 minit',
  instructor: 'Cikgu Aina',
  difficulty: 'Pemula' as const,
  category: 'Writing',
};

// Issue 32: the dashboard's cards, like the lists', are each one link to their item.
describe("the dashboard's cards", () => {
  it('each favourite is one link to its item, named by it, its remark and status inside the card', () => {
    stubApi({ 'GET /api/me/prompt-favorites': () => ({ promptIds: ['p1'] }) });
    renderWithClient(
      <>
        <FavoriteToolItem
          tool={{
            id: 'a1',
            name: 'Penulis AI',
            logoUrl: null,
            mainFunction: 'Menulis draf',
            keyFeatures: ['Satu', 'Dua', 'Tiga'],
            category: 'Writing',
            pricing: 'Freemium',
            status: 'tried',
            ...saved,
          }}
        />
        <FavoriteWorkflowItem
          workflow={{
            id: 'w1',
            title: 'Kempen Jualan',
            category: 'Marketing',
            difficulty: 'Beginner',
            estimatedTime: '2 jam',
            tools: ['ChatGPT'],
            status: 'not_tried',
            ...saved,
          }}
        />
        <FavoriteTutorialItem tutorial={{ ...tutorial, status: 'completed', ...saved }} />
        <FavoritePromptItem
          prompt={{
            id: 'p1',
            title: 'E-mel Susulan',
            description: 'Tulis e-mel susulan.',
            category: 'Writing',
            tools: ['ChatGPT'],
            favoritedAt: saved.favoritedAt,
          }}
        />
      </>,
    );
    cardLink('Penulis AI', '/tools/a1');
    cardLink('Kempen Jualan', '/workflows/w1');
    cardLink('Asas Prompt', '/learning/t1');
    const prompt = cardLink('E-mel Susulan', '/prompt/p1');
    expect(prompt.contains(screen.getByRole('button', { name: 'Kegemaran: E-mel Susulan' }))).toBe(
      false,
    );
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getAllByText(/Cuba minggu ini/)).toHaveLength(3);
  });

  it('a featured tutorial is one link to it', () => {
    renderWithClient(<FeaturedTutorials tutorials={[tutorial]} />);
    cardLink('Asas Prompt', '/learning/t1');
  });
});
