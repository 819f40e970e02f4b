// Links a person can open must be http(s) (DESIGN §7.9): anything else is refused on save and
// never rendered as a link. One rule for the server and the SPA.

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The address as a link may use it, or null when it is not an http(s) address. */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  return value && isHttpUrl(value) ? new URL(value).href : null;
}
