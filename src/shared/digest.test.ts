import { describe, expect, it } from 'vitest';
import { dueDigestWeek } from './digest.js';

// Issue 23: the digest of a week is due from Monday 09:00 in Kuala Lumpur (UTC+8) and lists the
// 7 days before that moment.

const kl = (local: string) => new Date(`${local}+08:00`);

describe('dueDigestWeek', () => {
  it('is the previous week until Monday 09:00 in Kuala Lumpur, then this week until the next', () => {
    expect(dueDigestWeek(kl('2026-11-23T08:59:59'))).toEqual({
      label: '2026-W47',
      sendAt: '2026-11-16T01:00:00.000Z',
      from: '2026-11-09T01:00:00.000Z',
    });
    const week = {
      label: '2026-W48',
      sendAt: '2026-11-23T01:00:00.000Z',
      from: '2026-11-16T01:00:00.000Z',
    };
    expect(dueDigestWeek(kl('2026-11-23T09:00:00'))).toEqual(week);
    // Sunday night in Kuala Lumpur is still Sunday afternoon in UTC: the same week.
    expect(dueDigestWeek(kl('2026-11-29T23:59:00'))).toEqual(week);
    expect(dueDigestWeek(kl('2026-11-30T09:00:00')).label).toBe('2026-W49');
  });

  it('names the ISO week across a new year (2026 has a week 53)', () => {
    expect(dueDigestWeek(kl('2026-12-28T09:00:00')).label).toBe('2026-W53');
    expect(dueDigestWeek(kl('2027-01-04T08:00:00')).label).toBe('2026-W53');
    expect(dueDigestWeek(kl('2027-01-04T09:00:00')).label).toBe('2027-W01');
    expect(dueDigestWeek(kl('2030-01-01T12:00:00')).label).toBe('2030-W01');
  });
});
