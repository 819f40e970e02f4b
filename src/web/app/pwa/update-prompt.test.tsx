// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PWA_MESSAGES as M } from './messages';
import { UpdatePrompt } from './update-prompt';

/** workbox-window's Workbox with the browser side stubbed: tests fire its events. */
const workboxes: FakeWorkbox[] = [];
class FakeWorkbox {
  listeners = new Map<string, () => void>();
  register = vi.fn(async () => undefined);
  messageSkipWaiting = vi.fn();
  constructor(
    public url: string,
    public options: { scope: string },
  ) {
    workboxes.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  fire(type: string) {
    act(() => this.listeners.get(type)?.());
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const card = () => screen.queryByRole('region', { name: M.updateTitle });

/** The one worker the prompt registered. */
async function registered() {
  await waitFor(() => expect(workboxes).toHaveLength(1));
  const workbox = workboxes[0]!;
  expect(workbox.register).toHaveBeenCalledOnce();
  return workbox;
}

beforeEach(() => {
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  workboxes.length = 0;
});

describe('UpdatePrompt', () => {
  it('registers /sw.js with scope / and stays quiet without an update', async () => {
    render(<UpdatePrompt />);
    const workbox = await registered();
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.options).toEqual({ scope: '/' });
    expect(card()).toBeNull();
  });

  it('asks to reload when a new version waits; Muat semula activates it and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<UpdatePrompt />);
    const workbox = await registered();
    workbox.fire('waiting');
    expect(card()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: M.reload }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Nanti hides the card', async () => {
    render(<UpdatePrompt />);
    (await registered()).fire('waiting');
    fireEvent.click(screen.getByRole('button', { name: M.notNow }));
    expect(card()).toBeNull();
  });

  it('registers nothing outside a production build', async () => {
    vi.stubEnv('PROD', false);
    render(<UpdatePrompt />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(workboxes).toHaveLength(0);
  });

  it('registers nothing where the browser has no service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    render(<UpdatePrompt />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(workboxes).toHaveLength(0);
  });
});
