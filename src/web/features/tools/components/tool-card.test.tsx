// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolCard as ToolCardData } from '@shared/tools';
import { reply, stubApi } from '../../../lib/test-api';
import { cardLink } from '../../../lib/test-card-link';
import { renderWithClient } from '../../../lib/test-render';
import { ToolCard } from './tool-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// What GET /api/tools and the showcase give a card: no description or times (issue 17).
const tool = (overrides: Partial<ToolCardData> = {}): ToolCardData => ({
  id: 'a1',
  name: 'Penulis AI',
  website: 'https://penulis.example.com',
  logoUrl: null,
  mainFunction: 'Menulis draf',
  category: 'Writing',
  pricing: 'Freemium',
  keyFeatures: ['Satu', 'Dua', 'Tiga', 'Empat'],
  alternatives: ['Lain'],
  rating: 4.5,
  ...overrides,
});

describe('ToolCard', () => {
  it('shows 3 key features then +N, the badges and the rating, and links to the tool', () => {
    renderWithClient(<ToolCard tool={tool()} />, { user: null });
    cardLink('Penulis AI', '/tools/a1');
    expect(screen.getByRole('list', { name: 'Ciri-ciri Utama' }).textContent).toBe('SatuDuaTiga+1');
    expect(screen.getByText('Menulis draf')).toBeTruthy();
    expect(screen.getByLabelText('Penilaian 4.5 daripada 5')).toBeTruthy();
  });

  it('shows the alternatives without key features, and links to the website on the showcase', () => {
    renderWithClient(<ToolCard tool={tool({ keyFeatures: [] })} linkTo="website" />, {
      user: null,
    });
    expect(screen.getByRole('list', { name: 'Ciri-ciri Utama' }).textContent).toBe('Lain');
    expect(screen.getByRole('link', { name: /Penulis AI/ }).getAttribute('href')).toBe(
      'https://penulis.example.com/',
    );
  });

  it("is one link to the tool, named by it, with the member's save toggle its own control after it (issue 32)", async () => {
    const requests = stubApi({
      'GET /api/me/favorites': () => ({ items: [] }),
      'POST /api/me/favorites': () =>
        reply(201, { itemType: 'tool', itemId: 'a1', personalRemarks: null, createdAt: '' }),
    });
    renderWithClient(<ToolCard tool={tool()} />);
    const link = cardLink('Penulis AI', '/tools/a1');
    expect(screen.getAllByRole('link')).toEqual([link]);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Kegemaran: Penulis AI' });
    expect(link.contains(save)).toBe(false);
    // Above the link's cover (tap-targets.spec.ts taps it): pressing it saves.
    expect(save.className).toMatch(/z-10/);
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(requests.map((r) => r.method)).toContain('POST'));
  });

  it('on the showcase, its one link is the website, and a tool without one has none', () => {
    const { unmount } = renderWithClient(<ToolCard tool={tool()} linkTo="website" />, {
      user: null,
    });
    cardLink('Penulis AI (dibuka dalam tab baharu)', 'https://penulis.example.com/');
    unmount();
    renderWithClient(<ToolCard tool={tool({ website: '' })} linkTo="website" />, { user: null });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leads with the logo, or a monogram in the category colour where there is none (issue 20)', () => {
    const { container, unmount } = renderWithClient(
      <ToolCard tool={tool({ logoUrl: '/media/logos/t1/0123456789abcdef' })} />,
      { user: null },
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/media/logos/t1/0123456789abcdef',
    );
    unmount();
    renderWithClient(<ToolCard tool={tool()} />, { user: null });
    const monogram = screen.getByTestId('monogram');
    expect(monogram.getAttribute('data-monogram')).toBe('PA');
    expect(monogram.getAttribute('style')).toContain('--tone: #2563eb');
  });
});
