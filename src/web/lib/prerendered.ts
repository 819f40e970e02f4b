import { SITE_DATA_ID } from '@shared/prerender';
import type { SiteResponse } from '@shared/site';

/**
 * The site settings a prerendered page was rendered with (the server writes them beside the
 * HTML, docs/architecture.md#first-paint), so the page hydrates with what it showed.
 */
export function readPrerenderedSite(doc: Document): SiteResponse | null {
  const text = doc.getElementById(SITE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SiteResponse;
  } catch {
    return null;
  }
}
