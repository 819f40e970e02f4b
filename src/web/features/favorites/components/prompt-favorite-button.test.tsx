// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMPT_FAVORITE_MESSAGES as F } from '@shared/favorites';
import { renderWithClient } from '../../../lib/test-render';
import { PromptFavoriteButton } from './prompt-favorite-button';
import { stubApi } from '../../../lib/test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const heart = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Kegemaran: Ringkas' });

describe('PromptFavoriteButton', () => {
  it('waits for the favourites before it can be pressed, then removes a saved prompt', async () => {
    let answer!: (ids: string[]) => void;
    const loaded = new Promise<string[]>((resolve) => (answer = resolve));
    const requests = stubApi({
      'GET /api/me/prompt-favorites': async () => ({ promptIds: await loaded }),
      'DELETE /api/me/prompt-favorites/:promptId': () => new Response(null, { status: 204 }),
    });
    renderWithClient(<PromptFavoriteButton promptId="p1" title="Ringkas" />);
    // Not known yet: pressing must not send an add for a prompt that is already saved.
    expect(heart().disabled).toBe(true);
    fireEvent.click(heart());
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);

    answer(['p1']);
    await waitFor(() => expect(heart().disabled).toBe(false));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(F.removed));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(
      'DELETE /api/me/prompt-favorites/p1',
    );
  });

  it('asks a visitor to log in, sending nothing', () => {
    const requests = stubApi({});
    renderWithClient(<PromptFavoriteButton promptId="p1" title="Ringkas" />, { user: null });
    fireEvent.click(heart());
    expect(toast.error).toHaveBeenCalledWith(F.authRequired, { description: F.loginToFavorite });
    expect(requests).toEqual([]);
  });
});
