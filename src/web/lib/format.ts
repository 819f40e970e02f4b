import { streakDay } from '@shared/progress';

/**
 * The months as the Malay locale names them. Written out rather than asked of Intl: the first
 * Malay date a page formats loads the locale's data, a long task of its own on a phone (110 ms
 * of /dashboard's hydration at 4× CPU, issue 34), and the server and the browser give the same
 * words whatever their time zone or ICU data.
 */
const MONTHS = [
  'Januari',
  'Februari',
  'Mac',
  'April',
  'Mei',
  'Jun',
  'Julai',
  'Ogos',
  'September',
  'Oktober',
  'November',
  'Disember',
] as const;

/** Year, month (1–12) and day of a YYYY-MM-DD day. */
const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number];

/**
 * "November 2026", the month a moment falls in in Kuala Lumpur (docs/product.md#limits: member
 * since, month and year).
 */
export function monthYear(iso: string): string {
  const [year, month] = partsOf(streakDay(iso));
  return `${MONTHS[month - 1]} ${year}`;
}

/** "7 November 2026", a Kuala Lumpur calendar day given as YYYY-MM-DD (issue 21: milestones). */
export function dayMonthYear(day: string): string {
  const [year, month, date] = partsOf(day);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** A moment, day and time, in the Malay locale (when feedback was sent, a search last made). */
export const dateAndTime = (iso: string) =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('ms-MY', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })).format(new Date(iso));
