// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAP_WAIT_MS, waitOnTap } from './first-page';

// Issue 33: a tap waits for the next page's data, but never long, never offline, and never when
// there is no page on screen to keep showing.

const settledWithin = async (promise: Promise<void>, ms: number) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
};

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main>Senarai alat</main>';
  onlineManager.setOnline(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('waitOnTap', () => {
  it('waits for the data while a page is on screen', async () => {
    let arrive = () => {};
    const data = new Promise<void>((resolve) => (arrive = resolve));
    const waiting = waitOnTap(data);
    expect(await settledWithin(waiting, TAP_WAIT_MS - 1)).toBe(false);
    arrive();
    expect(await settledWithin(waiting, 0)).toBe(true);
  });

  it('gives up after TAP_WAIT_MS: the page then shows its skeleton', async () => {
    const waiting = waitOnTap(new Promise(() => {}));
    expect(await settledWithin(waiting, TAP_WAIT_MS - 1)).toBe(false);
    expect(await settledWithin(waiting, 1)).toBe(true);
  });

  it('stops waiting when the connection drops', async () => {
    const waiting = waitOnTap(new Promise(() => {}));
    expect(await settledWithin(waiting, 100)).toBe(false);
    onlineManager.setOnline(false);
    expect(await settledWithin(waiting, 0)).toBe(true);
  });

  it('does not wait offline, nor with no page on screen (a redirect)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(await settledWithin(waitOnTap(new Promise(() => {})), 0)).toBe(true);
    vi.unstubAllGlobals();
    document.body.innerHTML = '<div aria-busy="true">Memuatkan…</div>';
    expect(await settledWithin(waitOnTap(new Promise(() => {})), 0)).toBe(true);
  });
});
