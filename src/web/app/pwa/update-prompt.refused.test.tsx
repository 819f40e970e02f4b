// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

// The real workbox-window against a browser that refuses the worker the way the audit's did
// (issue 16): navigator.serviceWorker.register answers with no registration, as Playwright's
// serviceWorkers: 'block' does. Workbox then throws reading the registration's 'waiting'.

beforeEach(() => {
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', {
    value: {
      controller: null,
      register: vi.fn(async () => undefined),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
    configurable: true,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('UpdatePrompt with a refused service worker', () => {
  it('warns once instead of leaving an uncaught error', async () => {
    // An unhandled rejection would fail the run too: Vitest reports it as an error.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<UpdatePrompt />);
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const [text, reason] = warn.mock.calls[0]!;
    expect(String(text)).toMatch(/service worker not registered/i);
    expect(String(reason)).toMatch(/waiting/);
  });
});
