/** "November 2026" in the Malay locale (docs/product.md#limits: member since, month and year). */
export function monthYear(iso: string): string {
  return new Date(iso).toLocaleDateString('ms-MY', { month: 'long', year: 'numeric' });
}
