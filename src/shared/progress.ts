// A member's progress and learning streak (docs/product.md#progress-and-streak "Progress", "Learning streak"; docs/product.md#progress-and-streak):
// pure rules, shared by the server's dashboard and anything the SPA shows beside it.

/** docs/product.md#progress-and-streak: the streak never counts a day before this one. */
export const STREAK_START_DAY = '2024-01-01';

/**
 * The app's time zone, Asia/Kuala_Lumpur, as its offset from UTC: days (the streak, reports'
 * weeks, quiz cool-downs, the digest) are counted as members in Malaysia live them. Malaysia has
 * kept UTC+8 all year since 1982, with no daylight saving, so a fixed offset is exact and needs
 * no time-zone data (which the server's runtime might not carry).
 */
export const APP_UTC_OFFSET_HOURS = 8;

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = APP_UTC_OFFSET_HOURS * 60 * 60 * 1000;

/** The rounded percentage of `done` among `total` (0 when there is nothing to count). */
export function completionRate(done: number, total: number): number {
  if (!(total > 0) || !(done > 0)) return 0;
  return Math.min(100, Math.round((done / total) * 100));
}

/** The number of the Kuala Lumpur calendar day `ms` falls on (days since 1970-01-01). */
const dayNumber = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);

/** The first moment the streak counts, midnight starting 2024-01-01 in Kuala Lumpur, in UTC. */
export const STREAK_START_AT = new Date(
  Date.parse(`${STREAK_START_DAY}T00:00:00.000Z`) - OFFSET_MS,
).toISOString();
const START = dayNumber(Date.parse(STREAK_START_AT));

/** The Kuala Lumpur calendar date (YYYY-MM-DD) of a moment. */
export function streakDay(time: Date | string): string {
  const ms = typeof time === 'string' ? Date.parse(time) : time.getTime();
  return new Date(dayNumber(ms) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * docs/product.md#progress-and-streak: consecutive days, back from today, with at least one activity, none before
 * 2024-01-01. `activityTimes` are ISO times in any order (duplicates and unreadable ones are
 * harmless).
 *
 * Rule chosen for today: a day with no activity *yet* does not break the streak. Counting starts
 * at today when the member has been active today, otherwise at yesterday. A member who was active
 * every day until yesterday still sees that streak in the morning, not 0, and keeps it by being
 * active before today ends; only a whole day without activity resets it.
 */
export function learningStreak(activityTimes: readonly string[], now: Date): number {
  const days = new Set<number>();
  for (const time of activityTimes) {
    const ms = Date.parse(time);
    if (!Number.isNaN(ms)) days.add(dayNumber(ms));
  }
  let day = dayNumber(now.getTime());
  if (!days.has(day)) day -= 1;
  let streak = 0;
  while (day >= START && days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/** Issue 21: a streak of this many days earns the streak milestone. */
export const STREAK_MILESTONE_DAYS = 7;

/**
 * Issue 21: the member's longest streak ever (consecutive Kuala Lumpur days with activity, from
 * 2024-01-01), and the day (YYYY-MM-DD) a streak first reached STREAK_MILESTONE_DAYS, or null.
 */
export function streakRecords(activityTimes: readonly string[]) {
  const days = new Set<number>();
  for (const time of activityTimes) {
    const ms = Date.parse(time);
    if (!Number.isNaN(ms) && dayNumber(ms) >= START) days.add(dayNumber(ms));
  }
  let longest = 0;
  let milestoneDay: number | null = null;
  let run = 0;
  let previous = Number.NaN;
  for (const day of [...days].sort((a, b) => a - b)) {
    run = day === previous + 1 ? run + 1 : 1;
    previous = day;
    longest = Math.max(longest, run);
    if (run === STREAK_MILESTONE_DAYS && milestoneDay === null) milestoneDay = day;
  }
  return {
    longest,
    milestoneOn:
      milestoneDay === null ? null : new Date(milestoneDay * DAY_MS).toISOString().slice(0, 10),
  };
}
