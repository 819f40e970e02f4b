import { describe, expect, it } from 'vitest';
import { dayMonthYear, monthYear } from './format';

describe('Malay dates', () => {
  it('name every month as the Malay locale does', () => {
    for (let month = 0; month < 12; month++) {
      const at = new Date(Date.UTC(2026, month, 7, 4));
      const intl = at.toLocaleDateString('ms-MY', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kuala_Lumpur',
      });
      expect(dayMonthYear(at.toISOString().slice(0, 10))).toBe(intl);
      expect(monthYear(at.toISOString())).toBe(intl.replace(/^7 /, ''));
    }
  });

  it("count the month a moment falls in in Kuala Lumpur, not the device's zone", () => {
    // 31 October 2026, 17:00 UTC, is 1 November 01:00 in Kuala Lumpur.
    expect(monthYear('2026-10-31T17:00:00.000Z')).toBe('November 2026');
    expect(monthYear('2026-10-31T15:59:59.000Z')).toBe('Oktober 2026');
  });

  it('give a day without leading zeros', () => {
    expect(dayMonthYear('2026-03-01')).toBe('1 Mac 2026');
  });
});
