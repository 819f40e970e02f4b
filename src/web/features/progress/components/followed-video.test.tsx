// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusesResponse, TutorialStatus } from '@shared/statuses';
import { TutorialVideoAction } from '../../../components/tutorial-video';
import { MEMBER_ITEM_MESSAGES as M } from '../../../components/messages';
import { PROGRESS_EVERY_MS } from '../../../components/video/followed-player';
import {
  PLAYER_STATE,
  type YoutubeNamespace,
  type YoutubePlayerOptions,
} from '../../../components/video/youtube-api';
import { renderWithClient } from '../../../lib/test-render';
import { stubApi } from '../../../lib/test-api';

// Issue 21: a fake of YouTube's IFrame API stands in for the player the page follows.
class FakePlayer {
  static made: FakePlayer[] = [];
  time = 0;
  duration = 100;
  destroyed = false;
  constructor(
    element: HTMLElement,
    public options: YoutubePlayerOptions,
  ) {
    element.replaceWith(document.createElement('iframe'));
    FakePlayer.made.push(this);
  }
  getCurrentTime = () => this.time;
  getDuration = () => this.duration;
  destroy = () => void (this.destroyed = true);
  /** The player's state changes, as YouTube reports it. */
  state(data: number) {
    act(() => this.options.events.onStateChange({ data, target: this }));
  }
}

let saved: Record<string, TutorialStatus>;
let puts: TutorialStatus[];
beforeEach(() => {
  FakePlayer.made = [];
  window.YT = { Player: FakePlayer } as unknown as YoutubeNamespace;
  localStorage.clear();
  saved = {};
  puts = [];
  stubApi({
    'GET /api/me/statuses': (): StatusesResponse => ({
      tutorials: Object.entries(saved).map(([tutorialId, status]) => ({
        tutorialId,
        status,
        lastWatchedAt: '2026-11-27T00:00:00.000Z',
      })),
      items: [],
    }),
    'PUT /api/me/tutorials/:id/status': ({ params, body }) => {
      const { status } = body as { status: TutorialStatus };
      saved[params.id!] = status;
      puts.push(status);
      return { tutorialId: params.id!, status, lastWatchedAt: '2026-11-27T00:00:00.000Z' };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete window.YT;
});

async function play() {
  renderWithClient(
    <TutorialVideoAction tutorialId="t1" videoId="abcdefghijk" title="Asas AI" playLabel="Main" />,
  );
  const before = FakePlayer.made.length;
  fireEvent.click(await screen.findByRole('button', { name: 'Main' }));
  await waitFor(() => expect(FakePlayer.made).toHaveLength(before + 1));
  return FakePlayer.made.at(-1)!;
}
/** Plays to `to` seconds and pauses there: a pause reports where the player is. */
const playTo = (player: FakePlayer, to: number) => {
  player.time = to;
  player.state(PLAYER_STATE.paused);
  player.state(PLAYER_STATE.playing);
};

describe('a tutorial video followed by the page (issue 21)', () => {
  it('makes a tutorial never given a status Sedang Tonton when it starts, once', async () => {
    const player = await play();
    expect(player.options).toMatchObject({
      videoId: 'abcdefghijk',
      host: 'https://www.youtube-nocookie.com',
      playerVars: { autoplay: 1, start: 0 },
    });
    player.state(PLAYER_STATE.playing);
    await waitFor(() => expect(puts).toEqual(['watching']));
    player.state(PLAYER_STATE.paused);
    player.state(PLAYER_STATE.playing);
    expect(puts).toEqual(['watching']);
  });

  it('leaves a status the member chose as it is, even Belum Mula', async () => {
    saved = { t1: 'not_started' };
    const player = await play();
    // The statuses have loaded once the player reports; a later play changes nothing.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Main' })).toBeNull());
    player.state(PLAYER_STATE.playing);
    playTo(player, 50);
    expect(puts).toEqual([]);
  });

  it('offers Selesai past 90%, and one press marks it', async () => {
    const player = await play();
    player.state(PLAYER_STATE.playing);
    playTo(player, 85);
    expect(screen.queryByText(M.almostDone)).toBeNull();
    playTo(player, 91);
    const offer = await screen.findByRole('status');
    expect(offer.textContent).toContain(M.almostDone);
    fireEvent.click(screen.getByRole('button', { name: M.markDone }));
    await waitFor(() => expect(puts).toEqual(['watching', 'completed']));
    expect(toast.success).toHaveBeenCalledWith(M.markedDone);
    await waitFor(() => expect(screen.queryByText(M.almostDone)).toBeNull());
  });

  it('a closed offer stays closed for the visit', async () => {
    const player = await play();
    player.state(PLAYER_STATE.playing);
    playTo(player, 92);
    fireEvent.click(await screen.findByRole('button', { name: M.notYet }));
    expect(screen.queryByText(M.almostDone)).toBeNull();
    playTo(player, 96);
    expect(screen.queryByText(M.almostDone)).toBeNull();
  });

  it('reports where it is every few seconds while it plays', async () => {
    const player = await play();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    player.state(PLAYER_STATE.playing);
    player.time = 95;
    act(() => vi.advanceTimersByTime(PROGRESS_EVERY_MS - 1));
    expect(screen.queryByText(M.almostDone)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(M.almostDone)).toBeTruthy();
  });

  it('resumes where the member stopped, and from the start once near the end', async () => {
    let player = await play();
    player.state(PLAYER_STATE.playing);
    playTo(player, 42.7);
    cleanup();
    player = await play();
    expect(player.options.playerVars.start).toBe(42);

    player.state(PLAYER_STATE.playing);
    player.time = 95;
    player.state(PLAYER_STATE.ended);
    cleanup();
    expect((await play()).options.playerVars.start).toBe(0);
  });

  it('plays the plain video when the API cannot be loaded', async () => {
    delete window.YT;
    renderWithClient(
      <TutorialVideoAction
        tutorialId="t1"
        videoId="abcdefghijk"
        title="Asas AI"
        playLabel="Main"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Main' }));
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src*="iframe_api"]');
      expect(found).not.toBeNull();
      return found!;
    });
    act(() => void script.dispatchEvent(new Event('error')));
    const frame = await screen.findByTitle('Asas AI');
    expect(frame.getAttribute('src')).toContain('youtube-nocookie.com/embed/abcdefghijk');
  });
});
