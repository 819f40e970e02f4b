// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROMPT_CATEGORIES, TOOL_CATEGORIES } from '@shared/constants';
import { CategoryBadge, categoryIcon, categoryTone, monogramOf, ToolLogo } from './category-look';

afterEach(cleanup);

describe('monogramOf', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(monogramOf('ChatGPT')).toBe('C');
    expect(monogramOf('google gemini pro')).toBe('GG');
    expect(monogramOf('Eleven-Labs')).toBe('EL');
    expect(monogramOf('  ')).toBe('?');
  });
});

describe('category tones', () => {
  it('gives each of the demo categories its own colour', () => {
    const names = ['Writing', 'Design', 'Marketing', 'Productivity', 'Research', 'Coding'];
    expect(new Set(names.map(categoryTone)).size).toBe(names.length);
    expect(categoryTone(' writing ')).toBe(categoryTone('Writing'));
  });

  it('gives any other name the same colour every time', () => {
    expect(categoryTone('Pertanian Pintar')).toBe(categoryTone('Pertanian Pintar'));
    expect(categoryTone(null)).toBe(categoryTone('Coding'));
  });
});

describe('ToolLogo', () => {
  it('falls back to the monogram when the logo fails to load, never a broken picture', () => {
    const { container } = render(
      <ToolLogo name="Canva" logoUrl="/media/logos/t1/0123456789abcdef" category="Design" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('40');
    expect(img.getAttribute('height')).toBe('40');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('monogram').getAttribute('data-monogram')).toBe('C');
  });

  it('loads only a logo of our own origin, never a third party’s (issue 32)', () => {
    const { container } = render(
      <ToolLogo name="Canva" logoUrl="https://canva.example/logo.png" category="Design" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('monogram').getAttribute('style')).toContain(categoryTone('Design'));
  });
});

describe('category icons (issue 20)', () => {
  it('gives each demo category its own icon and any other a general one', () => {
    const names = [...new Set([...TOOL_CATEGORIES, ...PROMPT_CATEGORIES])];
    const icons = names.map(categoryIcon);
    expect(new Set(icons).size).toBe(names.length);
    expect(categoryIcon(' writing ')).toBe(categoryIcon('Writing'));
    expect(categoryIcon('Pertanian Pintar')).toBe(categoryIcon(null));
    expect(icons).not.toContain(categoryIcon(null));
  });

  it('draws the icon on the category badge, hidden from screen readers', () => {
    const { container } = render(<CategoryBadge category="Design" />);
    expect(container.textContent).toBe('Reka Bentuk');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
