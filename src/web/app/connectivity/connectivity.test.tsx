// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Connectivity } from './connectivity';
import { CONNECTIVITY_MESSAGES as M } from './messages';
import { READY_RECHECK_MS } from './use-connectivity';
import { reply, stubApi } from '../../lib/test-api';

let online = true;
let ready = true;
let requests: { path: string }[] = [];
const readyzCalls = () => requests.filter((r) => r.path === '/readyz').length;

/** Runs `work`, then lets the readiness answers (promises) and timers settle and React render. */
const step = (work: () => void = () => {}, ms = 0) =>
  act(async () => {
    work();
    await vi.advanceTimersByTimeAsync(ms);
  });
const settle = () => step();
const wait = (ms: number) => step(undefined, ms);
const goOffline = () =>
  step(() => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  });
const goOnline = () =>
  step(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });
const press = (name: string) => step(() => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 4, 5, 10, 30));
  online = true;
  ready = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  requests = stubApi({
    'GET /readyz': () =>
      ready ? { status: 'ok' } : reply(503, { error: { code: 'down', message: 'down' } }),
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Connectivity (docs/product.md#connectivity-and-pwa Network, )', () => {
  it('shows nothing and checks the server only once while all is well', async () => {
    render(<Connectivity />);
    await settle();
    await wait(3 * READY_RECHECK_MS);
    expect(readyzCalls()).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(M.bannerBody)).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('going offline shows one banner (the offline words, the last-online time) and no card or toast', async () => {
    render(<Connectivity />);
    await settle();
    await goOffline();
    const banner = screen.getByRole('region', { name: M.bannerLabel });
    expect(banner.textContent).toContain(M.offline);
    expect(banner.textContent).toContain(M.bannerBody);
    expect(banner.textContent).toContain(M.lastOnline('10:30'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('tells a screen reader through a live region that is there before the connection goes', async () => {
    render(<Connectivity />);
    await settle();
    const [live] = screen.getAllByRole('status');
    expect(live!.textContent).toBe('');
    await goOffline();
    expect(live!.textContent).toBe(M.offline);
    await goOnline();
    expect(live!.textContent).toBe('');
  });

  it('opened offline, tells when this browser was last online', async () => {
    render(<Connectivity />);
    await settle();
    cleanup();
    vi.setSystemTime(new Date(2025, 4, 5, 12, 0));
    online = false;
    render(<Connectivity />);
    await settle();
    const banner = screen.getByRole('region', { name: M.bannerLabel });
    expect(banner.textContent).toContain(M.lastOnline('10:30'));
  });

  it('an older failed check never hides a newer answer that the server is back', async () => {
    let answerFirst!: (r: Response) => void;
    let calls = 0;
    stubApi({
      'GET /readyz': () =>
        ++calls === 1
          ? new Promise<Response>((resolve) => (answerFirst = resolve))
          : { status: 'ok' },
    });
    render(<Connectivity />);
    await goOffline();
    await goOnline(); // the second check answers ok at once
    await step(() =>
      answerFirst(
        new Response(JSON.stringify({ status: 'unavailable' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect(screen.queryByText(M.serverDown)).toBeNull();
  });

  it('Retry while still offline says so; Dismiss hides the banner until the next time', async () => {
    render(<Connectivity />);
    await settle();
    await goOffline();
    await press(M.retry);
    const banner = screen.getByRole('region', { name: M.bannerLabel });
    expect(banner.textContent).toContain(M.stillOffline);
    expect(toast.error).not.toHaveBeenCalled();

    await press(M.dismiss);
    expect(screen.queryByText(M.bannerBody)).toBeNull();
    await goOnline();
    await goOffline();
    expect(screen.getByText(M.bannerBody)).toBeTruthy();
  });

  it('coming back online closes the banner, says Connection restored and rechecks', async () => {
    render(<Connectivity />);
    await settle();
    await goOffline();
    await goOnline();
    await settle();
    expect(toast.success).toHaveBeenCalledExactlyOnceWith(M.restored);
    expect(screen.queryByText(M.bannerBody)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readyzCalls()).toBe(2);
  });

  it('starting offline shows the banner at once, without asking the server', async () => {
    online = false;
    render(<Connectivity />);
    await settle();
    const banner = screen.getByRole('region', { name: M.bannerLabel });
    expect(banner.textContent).toContain(M.offline);
    expect(banner.textContent).toContain(M.bannerBody);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readyzCalls()).toBe(0);
  });

  it('a failing readiness check shows the server card and is retried every 30 s until it answers', async () => {
    ready = false;
    render(<Connectivity />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(M.serverDown);
    expect(screen.getByRole('button', { name: M.reload })).toBeTruthy();
    expect(screen.queryByText(M.bannerBody)).toBeNull();

    await wait(READY_RECHECK_MS);
    expect(readyzCalls()).toBe(2);
    expect(screen.getByRole('alert').textContent).toContain(M.serverDown);

    ready = true;
    await wait(READY_RECHECK_MS);
    expect(screen.queryByRole('alert')).toBeNull();
    await wait(3 * READY_RECHECK_MS);
    expect(readyzCalls()).toBe(3);
  });
});
