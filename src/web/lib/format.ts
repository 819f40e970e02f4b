/** "November 2026" in the Malay locale (SPEC §9: member since, month and year). */
export function monthYear(iso: string): string {
  return new Date(iso).toLocaleDateString('ms-MY', { month: 'long', year: 'numeric' });
}
