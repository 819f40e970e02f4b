import { LOGO_MAX_BYTES, logoTypeOf, type LogoType } from '../../../shared/logos.js';
import { fetchBody, type RequestOptions } from './check-url.js';

// Issue 32: a tool an admin added gets its site's own icon, found by the daily link check under
// the check's rules (no address inside our networks, each redirect checked again, timeouts), kept
// and served by us (docs/decisions/043-logos-stored-and-served-by-us.md).

/** Enough of a page to reach its <head>; the rest is never read. */
const PAGE_BYTES = 256 * 1024;
/** Addresses tried at most for one site: its icons in the page, then /favicon.ico. */
const MOST_TRIED = 4;

export interface SiteIcon {
  bytes: Buffer;
  contentType: LogoType;
  /** Where it was found, after redirects. */
  url: string;
}

const ATTRIBUTE = /([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

const unescape = (text: string) =>
  text
    .replace(/&amp;/gi, '&')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&#x2f;|&#47;/gi, '/');

/**
 * The icons a page names, in the order they are tried: `<link rel="icon">` (and "shortcut icon")
 * first, then `apple-touch-icon`, each as an absolute address against `base`.
 */
export function iconLinks(html: string, base: URL): string[] {
  const icons: string[] = [];
  const touch: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = new Map<string, string>();
    for (const m of tag.matchAll(ATTRIBUTE)) {
      attributes.set(m[1]!.toLowerCase(), unescape(m[2] ?? m[3] ?? m[4] ?? ''));
    }
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href')?.trim();
    if (!href) continue;
    let url: string;
    try {
      url = new URL(href, base).href;
    } catch {
      continue;
    }
    if (rel.includes('icon')) icons.push(url);
    else if (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) {
      touch.push(url);
    }
  }
  return [...icons, ...touch];
}

/**
 * The icon of the site at `siteUrl`: the first of its page's icons, then its `/favicon.ico`,
 * that is one of our picture kinds by its bytes (shared/logos.ts) and at most LOGO_MAX_BYTES;
 * null when there is none. Every request follows `options` (network.ts, check-url.ts).
 */
export async function findSiteIcon(
  siteUrl: string,
  options: RequestOptions,
): Promise<SiteIcon | null> {
  const page = await fetchBody(siteUrl, options, { max: PAGE_BYTES, partial: true });
  const base = page?.url ?? new URL(siteUrl);
  const named = page ? iconLinks(page.body.toString('utf8'), page.url) : [];
  const tried = new Set([...named.slice(0, MOST_TRIED - 1), new URL('/favicon.ico', base).href]);
  for (const address of tried) {
    const icon = await fetchBody(address, options, { max: LOGO_MAX_BYTES });
    const contentType = icon && logoTypeOf(icon.body);
    if (icon && contentType) return { bytes: icon.body, contentType, url: icon.url.href };
  }
  return null;
}
