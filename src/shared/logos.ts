import { z } from 'zod';

// Tool logos stored by the app and served from its own origin (issue 32,
// docs/decisions/043-logos-stored-and-served-by-us.md): one rule for the form and the server.

/** The largest logo kept, uploaded or found on a tool's site. */
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

export const LOGO_MESSAGES = {
  tooBig: 'Logo terlalu besar: maksimum 256 KB.',
  badType: 'Logo mesti gambar PNG, JPEG, WebP, ICO atau SVG.',
  empty: 'Pilih fail gambar untuk logo.',
} as const;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// An SVG file is text: an optional byte-order mark, XML declaration, comments and doctype, then
// the <svg> element itself.
const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[^\]]*\])?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

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
  return SVG_START.test(head) ? 'image/svg+xml' : null;
}

/** The answer of an upload or a clear: the tool's logo address now, or null for the monogram. */
export const ToolLogoResponse = z.object({ logoUrl: z.string().nullable() });
export type ToolLogoResponse = z.infer<typeof ToolLogoResponse>;

/** A stored logo's address: the tool and the hash of its bytes (db/tool-logos.ts). */
export const LogoParams = z.object({
  toolId: z.string().max(100, 'id is too long'),
  hash: z.string().regex(/^[0-9a-f]{16}$/, 'not a logo'),
});
