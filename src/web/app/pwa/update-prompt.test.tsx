// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PWA_MESSAGES as M } from './messages';
import { UpdatePrompt } from './update-prompt';

/** workbox-window's Workbox with the browser side stubbed: tests fire its events. */
const workboxes: FakeWorkbox[] = [];
/** What register() answers: a registration, as when the browser accepts the worker. */
let registration: () => Promise<object | undefined>;
class FakeWorkbox {
  listeners = new Map<string, () => void>();
  register = vi.fn(() => registration());
  update = vi.fn(async () => undefined);
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

/** Renders the prompt; whether it started registering the worker (it listens for the tab). */
function startsRegistering() {
  const listen = vi.spyOn(document, 'addEventListener');
  render(<UpdatePrompt />);
  return listen.mock.calls.some(([type]) => type === 'visibilitychange');
}

/** The one worker the prompt registered. */
async function registered() {
  await waitFor(() => expect(workboxes).toHaveLength(1));
  const workbox = workboxes[0]!;
  expect(workbox.register).toHaveBeenCalledOnce();
  return workbox;
}

beforeEach(() => {
  registration = async () => ({});
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

  it.each([
    ['rejects', () => Promise.reject(new Error('Failed to register a ServiceWorker'))],
    ['gives no registration', () => Promise.resolve(undefined)],
  ])('goes on quietly when the browser refuses the worker (register %s)', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registration = answer;
    render(<UpdatePrompt />);
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(String(warn.mock.calls[0]![0])).toMatch(/service worker not registered/i);
    // No update checks on a worker that is not there, and no card.
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(workboxes[0]!.update).not.toHaveBeenCalled();
    expect(card()).toBeNull();
  });

  it('asks the registered worker for updates when the tab is shown again', async () => {
    render(<UpdatePrompt />);
    const workbox = await registered();
    await waitFor(() => expect(workbox.register).toHaveReturned());
    await act(async () => {
      await workbox.register.mock.results[0]!.value;
    });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(workbox.update).toHaveBeenCalledOnce();
  });

  // Registering starts in an effect, which has run by the time render() returns; its first
  // step is to listen for the tab being shown. So no sleep is needed to see that it never began.
  it('registers nothing outside a production build', () => {
    vi.stubEnv('PROD', false);
    expect(startsRegistering()).toBe(false);
  });

  it('registers nothing where the browser has no service workers', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(startsRegistering()).toBe(false);
  });

  it('starts registering as it renders, which the two tests above look for', async () => {
    expect(startsRegistering()).toBe(true);
    await registered();
  });
});
