import { describe, expect, it } from 'vitest';
import { completionRate, learningStreak, streakDay, streakRecords } from './progress.js';

describe('completionRate', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [0, 4, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13], // 12.5 rounds up
    [1, 200, 1], // 0.5 rounds up
    [1, 201, 0],
    [4, 4, 100],
    [5, 4, 100],
  ])('%i of %i is %i%%', (done, total, rate) => {
    expect(completionRate(done, total)).toBe(rate);
  });
});

describe('learningStreak (days in Asia/Kuala_Lumpur, UTC+8)', () => {
  // 2025-03-10 15:00 in Kuala Lumpur.
  const now = new Date('2025-03-10T07:00:00.000Z');
  /** A time at noon, Kuala Lumpur, on the given date. */
  const noon = (date: string) => `${date}T04:00:00.000Z`;

  it('is 0 with no activity', () => {
    expect(learningStreak([], now)).toBe(0);
  });

  it('is 1 with activity today only', () => {
    expect(learningStreak([noon('2025-03-10')], now)).toBe(1);
  });

  it('still counts yesterday while today has no activity yet', () => {
    expect(learningStreak([noon('2025-03-09')], now)).toBe(1);
    expect(learningStreak([noon('2025-03-07'), noon('2025-03-08'), noon('2025-03-09')], now)).toBe(
      3,
    );
  });

  it('is 0 when the last activity was the day before yesterday', () => {
    expect(learningStreak([noon('2025-03-08'), noon('2025-03-07')], now)).toBe(0);
  });

  it('stops at a gap', () => {
    const times = [noon('2025-03-10'), noon('2025-03-09'), noon('2025-03-07'), noon('2025-03-06')];
    expect(learningStreak(times, now)).toBe(2);
  });

  it('counts a day once however many activities it has, in any order', () => {
    const times = [
      '2025-03-09T16:30:00.000Z', // 00:30 on the 10th
      noon('2025-03-09'),
      '2025-03-10T06:59:59.000Z',
      noon('2025-03-09'),
      '2025-03-08T23:59:00.000Z', // 07:59 on the 9th
    ];
    expect(learningStreak(times, now)).toBe(2);
  });

  it('ignores times it cannot read and activity after now', () => {
    expect(learningStreak(['not a time', noon('2025-03-12'), noon('2025-03-10')], now)).toBe(1);
  });

  it('never counts a day before 2024-01-01', () => {
    const times = ['2023-12-31T04:00:00.000Z', '2023-12-30T04:00:00.000Z'];
    for (const day of ['2024-01-01', '2024-01-02', '2024-01-03']) times.push(noon(day));
    expect(learningStreak(times, new Date('2024-01-03T10:00:00.000Z'))).toBe(3);
    // 2024-01-01 00:30 in Kuala Lumpur is still 2023-12-31 in UTC, and counts.
    expect(learningStreak(['2023-12-31T16:30:00.000Z'], new Date('2024-01-01T08:00:00.000Z'))).toBe(
      1,
    );
    // 23:30 on 2023-12-31 in Kuala Lumpur does not.
    expect(learningStreak(['2023-12-31T15:30:00.000Z'], new Date('2024-01-01T08:00:00.000Z'))).toBe(
      0,
    );
  });

  it('reads a time just after midnight in Kuala Lumpur as that day, not the UTC one', () => {
    // 00:05 on 11 March in Kuala Lumpur is 16:05 on 10 March in UTC.
    const justAfterMidnight = new Date('2025-03-10T16:05:00.000Z');
    expect(streakDay(justAfterMidnight)).toBe('2025-03-11');
    // Activity at 23:50 KL on the 10th (15:50 UTC) is yesterday now: the streak holds at 1.
    expect(learningStreak(['2025-03-10T15:50:00.000Z'], justAfterMidnight)).toBe(1);
    // Activity at 00:01 KL on the 11th (16:01 UTC on the 10th) is today: with the 10th, 2 days.
    const times = ['2025-03-10T16:01:00.000Z', '2025-03-10T15:50:00.000Z'];
    expect(learningStreak(times, justAfterMidnight)).toBe(2);
    // Activity on the 9th only (UTC and KL alike) is two days back from the 11th: no streak.
    expect(learningStreak([noon('2025-03-09')], justAfterMidnight)).toBe(0);
  });

  it('gives the Kuala Lumpur date of a time', () => {
    expect(streakDay('2025-03-10T15:59:59.999Z')).toBe('2025-03-10');
    expect(streakDay('2025-03-10T16:00:00.000Z')).toBe('2025-03-11');
  });
});

describe('streakRecords (issue 21)', () => {
  // 16:00 UTC is midnight in Kuala Lumpur: each time below is the KL day it names.
  const on = (day: string, hour = 10) => `${day}T${String(hour - 8).padStart(2, '0')}:00:00.000Z`;
  const days = (first: string, count: number) =>
    Array.from({ length: count }, (_, i) =>
      on(new Date(Date.parse(first) + i * 86_400_000).toISOString().slice(0, 10)),
    );

  it('has no records without activity', () => {
    expect(streakRecords([])).toEqual({ longest: 0, milestoneOn: null });
  });

  it('finds the longest run of days, whatever the order, counting a day once', () => {
    const times = [...days('2025-03-01', 3), ...days('2025-04-10', 5), on('2025-04-12', 20)];
    expect(streakRecords(times.reverse())).toEqual({ longest: 5, milestoneOn: null });
  });

  it('dates the milestone on the 7th day of the first run that reached 7 days', () => {
    const times = [...days('2025-05-01', 9), ...days('2025-06-01', 7)];
    expect(streakRecords(times)).toEqual({ longest: 9, milestoneOn: '2025-05-07' });
  });

  it('counts days in Kuala Lumpur, and none before 2024-01-01', () => {
    // 23:30 KL on 1 Jan and 00:30 KL on 2 Jan are two days, though one UTC day.
    expect(streakRecords(['2025-01-01T15:30:00.000Z', '2025-01-01T16:30:00.000Z']).longest).toBe(2);
    expect(streakRecords([...days('2023-12-28', 7)]).longest).toBe(3);
  });
});
