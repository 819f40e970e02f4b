// Tool logos stored by the app and served from its own origin (issue 32,
// docs/decisions/043-logos-stored-and-served-by-us.md): one rule for the form and the server.

/** The largest logo kept, uploaded or found on a tool's site. */

import { defineMessages } from './i18n/define-messages.js';

export const LOGO_MAX_BYTES = 256 * 1024;

/** The picture kinds a logo may be, known by their first bytes, never by a name or a header. */
export const LOGO_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/x-icon',
  'image/svg+xml',
] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/**
 * Where a stored logo came from: the demo content, an admin's upload, or the tool's own site;
 * 'cleared' keeps an admin's clear (no logo), so the daily check does not bring one back.
 */
export const LOGO_SOURCES = ['demo', 'upload', 'site', 'cleared'] as const;
export type LogoSource = (typeof LOGO_SOURCES)[number];

/** The address every stored logo is served under (the page loads no logo from anywhere else). */
export const LOGO_PATH_PREFIX = '/media/logos/';

export const LOGO_MESSAGES = defineMessages('LOGO_MESSAGES', {
  tooBig: 'Logo terlalu besar: maksimum 256 KB.',
  badType: 'Logo mesti gambar PNG, JPEG, WebP, ICO atau SVG.',
  empty: 'Pilih fail gambar untuk logo.',
} as const);

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Whether text begins as an SVG file does: an optional byte-order mark, XML declaration, comments
 * and one doctype, then the <svg> element itself. Read by a scanner that looks at each character
 * at most a few times, never by a pattern that could backtrack (a site's icon is anyone's text).
 */
function startsAsSvg(text: string) {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let doctype = false;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
    const rest = (length: number) => text.slice(at, at + length).toLowerCase();
    if (rest(5) === '<?xml') {
      const end = text.indexOf('?>', at);
      if (end < 0) return false;
      at = end + 2;
    } else if (rest(4) === '<!--') {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) return false;
      at = end + 3;
    } else if (rest(9) === '<!doctype' && !doctype) {
      doctype = true;
      const subset = text.indexOf('[', at);
      const close = text.indexOf('>', at);
      if (close < 0) return false;
      // An internal subset ([…]) may hold '>' itself: the doctype ends at the '>' after its ']'.
      const end = subset >= 0 && subset < close ? text.indexOf(']', subset) : close;
      if (end < 0) return false;
      at = text.indexOf('>', end) + 1;
      if (at === 0) return false;
    } else {
      return rest(4) === '<svg' && /[\s>]/.test(text[at + 4] ?? '');
    }
  }
}

/**
 * What an SVG may not hold: scripts, event handlers, embedded HTML, script addresses. Served in
 * a sandbox anyway (decision 043); refused here too, so a logo is safe however it is served.
 */
const SVG_ACTIVE = /<script|<foreignobject|\bon[a-z]+\s*=|javascript:|<iframe|<embed|<object/i;

/** The kind of picture `bytes` are, by their first bytes (the magic numbers), or null. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // An icon directory: reserved 0, type 1, and at least one image.
  if (startsWith(bytes, [0, 0, 1, 0]) && bytes.length > 6 && (bytes[4]! | bytes[5]!) !== 0) {
    return 'image/x-icon';
  }
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  if (!startsAsSvg(head)) return null;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return SVG_ACTIVE.test(text) ? null : 'image/svg+xml';
}
