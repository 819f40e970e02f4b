import { describe, expect, it } from 'vitest';
import { INSTALL_SNOOZE_MS, parseDismissedAt, shouldOfferInstall } from './install-rules';

const NOW = Date.parse('2025-05-05T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('shouldOfferInstall', () => {
  it('offers when never dismissed and not installed', () => {
    expect(shouldOfferInstall({ now: NOW, dismissedAt: null, standalone: false })).toBe(true);
  });

  it('never offers to an installed (standalone) app', () => {
    expect(shouldOfferInstall({ now: NOW, dismissedAt: null, standalone: true })).toBe(false);
  });

  it('stays quiet for 7 days after Later, then offers again', () => {
    const offer = (dismissedAt: number) =>
      shouldOfferInstall({ now: NOW, dismissedAt, standalone: false });
    expect(INSTALL_SNOOZE_MS).toBe(7 * DAY);
    expect(offer(NOW - DAY)).toBe(false);
    expect(offer(NOW - 7 * DAY + 1)).toBe(false);
    expect(offer(NOW - 7 * DAY)).toBe(true);
    expect(offer(NOW - 30 * DAY)).toBe(true);
  });
});

describe('parseDismissedAt', () => {
  it('reads a stored timestamp and ignores anything else', () => {
    expect(parseDismissedAt(String(NOW))).toBe(NOW);
    expect(parseDismissedAt(null)).toBeNull();
    expect(parseDismissedAt('')).toBeNull();
    expect(parseDismissedAt('kelmarin')).toBeNull();
  });
});
