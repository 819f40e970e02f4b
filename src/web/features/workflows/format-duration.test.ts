import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [9, '00:09'],
    [61, '01:01'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [36_000 + 59, '10:00:59'],
    [-3, '00:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
