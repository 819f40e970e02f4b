// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAVORITE_MESSAGES as M, type FavoriteListResponse } from '@shared/favorites';
import { renderWithClient } from '../../../lib/test-render';
import { CardFavoriteToggle, FavoriteToggle } from './favorite-toggle';
import { reply, stubApi } from '../../../lib/test-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const AT = '2025-05-05T10:00:00.000Z';
const saved: FavoriteListResponse = {
  items: [{ itemType: 'tool', itemId: 't1', personalRemarks: null, createdAt: AT }],
};
const none: FavoriteListResponse = { items: [] };

/** The toggle once the member's favourites have loaded. */
async function loadedToggle(name: RegExp | string = /Simpan|Disimpan/) {
  const button = screen.getByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
  return button;
}

describe('FavoriteToggle', () => {
  it('keeps a press made before the favourites arrived and does it then (issue 34)', async () => {
    let arrive = () => {};
    let list = saved;
    const first = new Promise<FavoriteListResponse>((resolve) => (arrive = () => resolve(list)));
    let asked = 0;
    const requests = stubApi({
      // The first answer comes only when the test says; the one after the change at once.
      'GET /api/me/favorites': () => (asked++ === 0 ? first : list),
      'DELETE /api/me/favorites/:itemType/:itemId': () => {
        list = none;
        return reply(204);
      },
    });
    renderWithClient(<FavoriteToggle itemType="tool" itemId="t1" />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Simpan' });
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    // The item was saved: the press takes it out.
    arrive();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.removed));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });

  it('adds an item, says so and shows it saved', async () => {
    let list = none;
    const requests = stubApi({
      'GET /api/me/favorites': () => list,
      'POST /api/me/favorites': () => {
        list = saved;
        return reply(201, saved.items[0]);
      },
    });
    renderWithClient(<FavoriteToggle itemType="tool" itemId="t1" />);
    const button = await loadedToggle();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent?.trim()).toBe('Simpan');

    fireEvent.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.added));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      body: { itemType: 'tool', itemId: 't1' },
    });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent?.trim()).toBe('Disimpan');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('removes a saved item and says so', async () => {
    let list = saved;
    const requests = stubApi({
      'GET /api/me/favorites': () => list,
      'DELETE /api/me/favorites/:itemType/:itemId': () => {
        list = none;
        return reply(204);
      },
    });
    renderWithClient(<FavoriteToggle itemType="tool" itemId="t1" />);
    const button = await loadedToggle();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.removed));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });

  it('tells a duplicate (409) apart from other failures', async () => {
    stubApi({
      'GET /api/me/favorites': () => none,
      'POST /api/me/favorites': () =>
        reply(409, { error: { code: 'conflict', message: 'Duplicate favourite' } }),
    });
    renderWithClient(<FavoriteToggle itemType="tool" itemId="t1" />);
    fireEvent.click(await loadedToggle());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(M.duplicate));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("on a card: an icon button named after the item, drawn above the card's link (issue 32)", async () => {
    stubApi({
      'GET /api/me/favorites': () => none,
      'POST /api/me/favorites': () => reply(201, saved.items[0]),
    });
    renderWithClient(<CardFavoriteToggle itemType="tool" itemId="t1" itemName="ChatGPT" />);
    const button = await loadedToggle('Kegemaran: ChatGPT');
    expect(button.textContent).toBe('');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // The card's link is stretched over the card by its ::after; this sits above it.
    expect(button.className).toMatch(/(^|\s)relative(\s|$)/);
    expect(button.className).toMatch(/(^|\s)z-10(\s|$)/);
    fireEvent.click(button);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.added));
  });

  it('on a card: nothing for a visitor', () => {
    const requests = stubApi({});
    renderWithClient(<CardFavoriteToggle itemType="tool" itemId="t1" itemName="ChatGPT" />, {
      user: null,
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
