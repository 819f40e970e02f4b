import { APP_UTC_OFFSET_HOURS, streakDay } from '../../../shared/progress.js';

// Weeks as the reports count them: Monday to Sunday in Kuala Lumpur (shared/progress.ts keeps
// the members' day there), so a Sunday-night sign-up in Malaysia falls in the week it was.

const DAY_MS = 86_400_000;
const OFFSET_MS = APP_UTC_OFFSET_HOURS * 60 * 60 * 1000;

export interface Week {
  /** The Monday it starts on (YYYY-MM-DD, Kuala Lumpur). */
  week: string;
  /** That Monday's midnight in Kuala Lumpur, as a UTC time. */
  startsAt: string;
}

/** The Monday (Kuala Lumpur date) of the week `time` falls in. */
function mondayOf(time: Date) {
  const day = Date.parse(`${streakDay(time)}T00:00:00.000Z`);
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return day - sinceMonday * DAY_MS;
}

/** Every week from the one holding `since` to the one holding `until`, oldest first. */
export function weeksCovering(since: Date, until: Date): Week[] {
  const weeks: Week[] = [];
  for (let monday = mondayOf(since); monday <= mondayOf(until); monday += 7 * DAY_MS) {
    weeks.push({
      week: new Date(monday).toISOString().slice(0, 10),
      startsAt: new Date(monday - OFFSET_MS).toISOString(),
    });
  }
  return weeks;
}
