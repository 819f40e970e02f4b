// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromptCard as PromptCardData } from '@shared/prompts';
import { cardLink } from '../../../lib/test-card-link';
import { renderWithClient } from '../../../lib/test-render';
import { PromptCard } from './prompt-card';
import { reply, stubApi } from '../../../lib/test-api';

const render = (ui: ReactNode) => renderWithClient(ui, { user: null });

// What GET /api/prompts gives a card: no tags or times (issue 17).
const prompt = (overrides: Partial<PromptCardData> = {}): PromptCardData => ({
  id: 'p1',
  title: 'E-mel Susulan',
  description: 'Tulis e-mel susulan.',
  promptText: 'Anda ialah…',
  category: 'Writing',
  difficulty: 'Pemula',
  imageUrl: null,
  tools: ['ChatGPT', 'Claude', 'Gemini', 'Copilot', 'Jasper'],
  usageTips: [],
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PromptCard', () => {
  it('shows 3 tools then +N, the category and difficulty, and opens from its title', () => {
    const onOpen = vi.fn();
    render(<PromptCard prompt={prompt()} onOpen={onOpen} />);
    const tools = screen.getByRole('list', { name: 'Compatible Tools' });
    expect(tools.textContent).toBe('ChatGPTClaudeGemini+2');
    expect(screen.getByText('Penulisan')).toBeTruthy();
    expect(screen.getByText('Pemula')).toBeTruthy();
    const link = cardLink('E-mel Susulan', '/prompt/p1');
    // A plain press opens the modal in place of following the link.
    expect(fireEvent.click(link)).toBe(false);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
  });

  it("is one real link to the prompt's page (issue 32): a press for a new tab follows it", () => {
    const onOpen = vi.fn();
    render(<PromptCard prompt={prompt()} onOpen={onOpen} />);
    const link = cardLink('E-mel Susulan', '/prompt/p1');
    expect(screen.getAllByRole('link')).toEqual([link]);
    for (const name of ['Kegemaran: E-mel Susulan', 'Copy prompt: E-mel Susulan']) {
      expect(link.contains(screen.getByRole('button', { name }))).toBe(false);
    }
    // Whether each press was left to the browser (which jsdom cannot follow: it is stopped here).
    const followed: boolean[] = [];
    const browser = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    for (const press of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(link, press);
    }
    document.removeEventListener('click', browser);
    // The browser opens /prompt/p1 in a new tab or window each time; no modal here.
    expect(followed).toEqual([true, true, true, true]);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows no +N with 3 tools or fewer', () => {
    render(<PromptCard prompt={prompt({ tools: ['A', 'B', 'C'] })} onOpen={() => {}} />);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('drops an image that fails to load instead of showing a broken one', () => {
    const { container } = render(
      <PromptCard prompt={prompt({ imageUrl: 'https://example.com/a.png' })} onOpen={() => {}} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
  });

  it('never renders an image address that is not http(s)', () => {
    const { container } = render(
      <PromptCard prompt={prompt({ imageUrl: 'javascript:alert(1)' })} onOpen={() => {}} />,
    );
    expect(container.querySelector('img')).toBeNull();
  });

  it('the heart adds the prompt to the favourites, then takes it out', async () => {
    let saved: string[] = [];
    const requests = stubApi({
      'GET /api/me/prompt-favorites': () => ({ promptIds: saved }),
      'POST /api/me/prompt-favorites': () => {
        saved = ['p1'];
        return reply(201, { promptId: 'p1', createdAt: '2025-01-01T00:00:00.000Z' });
      },
      'DELETE /api/me/prompt-favorites/:promptId': () => {
        saved = [];
        return reply(204);
      },
    });
    renderWithClient(<PromptCard prompt={prompt()} onOpen={() => {}} />);
    const heart = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Kegemaran: E-mel Susulan',
    });
    // Pressable once the member's favourites are known.
    await waitFor(() => expect(heart.disabled).toBe(false));
    expect(requests).toHaveLength(1);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to favorites'));
    expect(requests[1]).toMatchObject({ method: 'POST', body: { promptId: 'p1' } });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(heart.disabled).toBe(false));
    fireEvent.click(heart);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Removed from favorites'));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  });

  it('a visitor pressing the heart is asked to log in, and nothing is sent', () => {
    const requests = stubApi({});
    render(<PromptCard prompt={prompt()} onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kegemaran: E-mel Susulan' }));
    expect(toast.error).toHaveBeenCalledWith('Authentication required', {
      description: 'Please log in to favorite prompts',
    });
    expect(requests).toHaveLength(0);
  });

  it('shows the prompt itself and copies it without the modal, counting the copy (issue 20)', async () => {
    const requests = stubApi({ 'POST /api/prompts/:id/copy': () => reply(204) });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onOpen = vi.fn();
    render(<PromptCard prompt={prompt()} onOpen={onOpen} />);
    expect(screen.getByText('Anda ialah…').tagName).toBe('PRE');
    fireEvent.click(screen.getByRole('button', { name: 'Copy prompt: E-mel Susulan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Prompt copied!'));
    expect(writeText).toHaveBeenCalledWith('Anda ialah…');
    await waitFor(() => expect(requests.map((r) => r.path)).toEqual(['/api/prompts/p1/copy']));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('without a picture, shows a tile in the category colour, never an empty grey box', () => {
    render(<PromptCard prompt={prompt()} onOpen={() => {}} />);
    const tile = screen.getByTestId('image-placeholder');
    expect(tile.getAttribute('style')).toContain('--tone');
    expect(tile.className).toContain('tone-tile');
  });
});
