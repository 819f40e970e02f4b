import { PARTS_ID, RENDER_STATE_ID, SITE_DATA_ID, type RenderedState } from '@shared/prerender';
import type { SiteResponse } from '@shared/site';

/** The JSON in the script element `id`, if the server wrote one. */
function readJson<T>(doc: Document, id: string): T | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * The site settings a prerendered page was rendered with (the server writes them beside the
 * HTML, docs/architecture.md#first-paint), so the page hydrates with what it showed.
 */
export const readPrerenderedSite = (doc: Document) => readJson<SiteResponse>(doc, SITE_DATA_ID);

/** The parts a rendered page shows whose code loads apart (web/lib/lazy-part.tsx). */
export const readRenderedParts = (doc: Document) => readJson<string[]>(doc, PARTS_ID) ?? [];

/** What the server rendered a member's page with (issue 34), to hydrate it without asking again. */
export const readRenderedState = (doc: Document) => readJson<RenderedState>(doc, RENDER_STATE_ID);
