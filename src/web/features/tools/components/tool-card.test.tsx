// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ToolCard as ToolCardData } from '@shared/tools';
import { renderWithClient } from '../../../lib/test-render';
import { ToolCard } from './tool-card';

afterEach(cleanup);

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
    expect(screen.getByRole('link', { name: 'Penulis AI' }).getAttribute('href')).toBe('/tools/a1');
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
