import { describe, expect, it } from 'vitest';
import { durationMinutes, isShort } from './durations.js';

describe('durationMinutes', () => {
  it.each([
    ['±30 minit', 30],
    ['2 jam 11 minit', 131],
    ['±1 jam', 60],
    ['8 minit 36 saat', 8],
    ['45 min', 45],
    ['sejam lebih', null],
    ['', null],
    [null, null],
  ])('%s → %s', (text, minutes) => expect(durationMinutes(text)).toBe(minutes));

  it('calls 30 minutes or less short, and an unknown length not', () => {
    expect([isShort('±30 minit'), isShort('±1 jam'), isShort('sebentar')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
