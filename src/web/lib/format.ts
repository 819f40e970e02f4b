/** "November 2026" in the Malay locale (SPEC §9: member since, month and year). */
export function monthYear(iso: string): string {
  return new Date(iso).toLocaleDateString('ms-MY', { month: 'long', year: 'numeric' });
}

/** Only http(s) addresses become links (DESIGN §7.9). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
