// Links a person can open must be http(s) (docs/decisions/023-links-http-pictures-https.md): anything else is refused on save and
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

/**
 * Pictures (a prompt's image, an avatar) must be https (issue 15): the page's
 * Content-Security-Policy loads no other, and a picture over http would show a broken image.
 */
export function isHttpsUrl(value: string): boolean {
  return isHttpUrl(value) && new URL(value).protocol === 'https:';
}

/** The picture's address as an image may load it, or null when it is not an https address. */
export function httpsUrlOrNull(value: string | null | undefined): string | null {
  return value && isHttpsUrl(value) ? new URL(value).href : null;
}
