// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PromptResponse } from '@shared/prompts';
import { PROMPTS_ADMIN_MESSAGES as M } from './messages';
import { promptOf } from '../../../admin/test-utils';
import { AdminPromptCard } from './admin-prompt-card';

afterEach(cleanup);

const prompt = promptOf;

const renderCard = (p: PromptResponse) =>
  render(<AdminPromptCard prompt={p} actions={<button type="button">Edit</button>} />);

describe('AdminPromptCard (docs/product.md#admin-panel)', () => {
  it('cuts the description at 100 characters with an ellipsis', () => {
    const long = `${'a'.repeat(99)}bcdef`;
    renderCard(prompt({ description: long }));
    expect(screen.getByText(`${'a'.repeat(99)}b...`)).toBeTruthy();
    cleanup();
    const exact = 'x'.repeat(100);
    renderCard(prompt({ description: exact }));
    expect(screen.getByText(exact)).toBeTruthy();
  });

  it('shows the first two tools, then +N', () => {
    renderCard(prompt({ tools: ['ChatGPT', 'Claude', 'Gemini', 'Canva', 'Figma'] }));
    const tools = within(screen.getByRole('list', { name: M.tools }));
    expect(tools.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'ChatGPT',
      'Claude',
      '+3',
    ]);
    cleanup();
    renderCard(prompt({ tools: ['ChatGPT', 'Claude'] }));
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('shows the title, the category and the actions', () => {
    renderCard(prompt());
    expect(screen.getByRole('heading', { name: 'Tulis Iklan' })).toBeTruthy();
    expect(screen.getByText('Marketing')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('shows a local placeholder with no image, a non-http(s) one, or one that fails', () => {
    const { container } = renderCard(prompt({ imageUrl: 'https://example.com/a.png' }));
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://example.com/a.png');
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
    cleanup();
    const other = renderCard(prompt({ imageUrl: 'javascript:alert(1)' }));
    expect(other.container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
  });
});
