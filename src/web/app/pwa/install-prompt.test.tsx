// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompt } from './install-prompt';
import { INSTALL_DISMISSED_KEY } from './install-rules';
import { PWA_MESSAGES as M } from './messages';

const NOW = Date.parse('2025-05-05T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/** jsdom has no matchMedia: `standalone` answers the display-mode query. */
function stubDisplayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
  }));
}

/** The browser's installation offer, with a prompt() to check. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => ({ outcome: 'accepted' })),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

const card = () => screen.queryByRole('region', { name: M.installTitle });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  stubDisplayMode(false);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InstallPrompt', () => {
  it('keeps an offer made before the card mounted, and shows it 3 s after the offer', () => {
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    act(() => void vi.advanceTimersByTime(1000));
    render(<InstallPrompt />);
    act(() => void vi.advanceTimersByTime(1999));
    expect(card()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(card()).not.toBeNull();
    // Used: the card is gone and a new mount does not offer it again.
    fireEvent.click(screen.getByRole('button', { name: M.install }));
    cleanup();
    render(<InstallPrompt />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(card()).toBeNull();
  });

  it('Later still hides the card where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(<InstallPrompt />);
    offerInstall();
    act(() => void vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: M.later }));
    expect(card()).toBeNull();
    vi.restoreAllMocks();
  });

  it('shows the card 3 seconds after the offer, replacing the browser banner', () => {
    render(<InstallPrompt />);
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    act(() => void vi.advanceTimersByTime(2999));
    expect(card()).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(card()).not.toBeNull();
    expect(screen.getByText(M.installBody)).toBeTruthy();
  });

  it('Install opens the browser prompt and hides the card', () => {
    render(<InstallPrompt />);
    const event = offerInstall();
    act(() => void vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: M.install }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(card()).toBeNull();
  });

  it('Later stores when, hides the card and keeps it hidden for 7 days', () => {
    const view = render(<InstallPrompt />);
    offerInstall();
    act(() => void vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: M.later }));
    expect(card()).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe(String(NOW + 3000));

    view.unmount();
    render(<InstallPrompt />);
    vi.setSystemTime(NOW + 6 * DAY);
    const snoozed = offerInstall();
    act(() => void vi.advanceTimersByTime(3000));
    expect(snoozed.defaultPrevented).toBe(true);
    expect(card()).toBeNull();

    vi.setSystemTime(NOW + 8 * DAY);
    offerInstall();
    act(() => void vi.advanceTimersByTime(3000));
    expect(card()).not.toBeNull();
  });

  it('stays hidden when the app already runs installed', () => {
    stubDisplayMode(true);
    render(<InstallPrompt />);
    offerInstall();
    act(() => void vi.advanceTimersByTime(3000));
    expect(card()).toBeNull();
  });

  it('hides the card once the app is installed another way', () => {
    render(<InstallPrompt />);
    offerInstall();
    act(() => void vi.advanceTimersByTime(3000));
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(card()).toBeNull();
  });
});
