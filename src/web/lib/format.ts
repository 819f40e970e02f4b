/** "November 2026" in the Malay locale (docs/product.md#limits: member since, month and year). */
export function monthYear(iso: string): string {
  return new Date(iso).toLocaleDateString('ms-MY', { month: 'long', year: 'numeric' });
}

/** "7 November 2026", a Kuala Lumpur calendar day given as YYYY-MM-DD (issue 21: milestones). */
export function dayMonthYear(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('ms-MY', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment, day and time, in the Malay locale (when feedback was sent, a search last made). */
export const dateAndTime = (iso: string) =>
  new Date(iso).toLocaleString('ms-MY', { dateStyle: 'medium', timeStyle: 'short' });
