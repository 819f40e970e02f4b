// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workflowOf } from '../../../lib/test-data';
import { WORKFLOWS_MESSAGES as M } from '../messages';
import { WorkflowRunner } from './workflow-runner';

// Issue 20: the runner on a phone, and the screen kept awake while its timer counts.

const renderRunner = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <WorkflowRunner workflow={workflowOf(['Satu', 'Dua'])} onComplete={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const click = (name: string) =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name })));

/** A window as wide as `width`: matchMedia answers max-width queries as a browser would. */
function viewport(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: width <= Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

/** A Screen Wake Lock API that records its locks. */
function fakeWakeLock() {
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(() => {
    const lock = {
      released: false,
      release: () => {
        lock.released = true;
        return Promise.resolve();
      },
    };
    locks.push(lock);
    return Promise.resolve(lock);
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, held: () => locks.filter((l) => !l.released).length };
}

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('WorkflowRunner on a phone (issue 20)', () => {
  it('puts the timer in the step header and the step buttons in a bar fixed at the bottom', () => {
    viewport(390);
    renderRunner();
    const step = screen.getByRole('region', { name: 'Satu' });
    expect(within(step).getByRole('timer', { name: M.timer }).textContent).toBe('00:00');
    expect(within(step).getByRole('button', { name: M.timerStart })).toBeTruthy();
    expect(within(step).getByRole('button', { name: M.timerReset })).toBeTruthy();
    // The timer card of a wide screen is not drawn as well.
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    const bar = screen.getByRole('button', { name: M.completeNext }).parentElement!;
    expect(bar.hasAttribute('data-bottom-bar')).toBe(true);
    expect(bar.className).toContain('fixed');
    expect(within(bar).getByRole('button', { name: M.previous }).className).toContain('h-12');
  });

  it('keeps the timer card beside the steps on a wide screen', () => {
    viewport(1280);
    renderRunner();
    const step = screen.getByRole('region', { name: 'Satu' });
    expect(within(step).queryByRole('timer')).toBeNull();
    expect(screen.getAllByRole('timer')).toHaveLength(1);
  });

  it("brings the new step's title into view after advancing", async () => {
    viewport(390);
    renderRunner();
    expect(scrolled).toEqual([]);
    await click(M.completeNext);
    expect(scrolled).toEqual([screen.getByRole('heading', { name: 'Dua' })]);
  });

  it('holds a screen wake lock while the timer counts and lets it go when paused', async () => {
    const wakeLock = fakeWakeLock();
    renderRunner();
    expect(wakeLock.request).not.toHaveBeenCalled();
    await click(M.timerStart);
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    expect(wakeLock.held()).toBe(1);
    await click(M.timerPause);
    expect(wakeLock.held()).toBe(0);
  });

  it('asks for the lock again when the page is shown again (the browser lets it go when hidden)', async () => {
    const wakeLock = fakeWakeLock();
    renderRunner();
    await click(M.timerStart);
    // The browser released it while the page was hidden.
    await act(async () => {
      const [lock] = await Promise.all(wakeLock.request.mock.results.map((r) => r.value));
      await (lock as { release: () => Promise<void> }).release();
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    expect(wakeLock.held()).toBe(1);
  });
});
