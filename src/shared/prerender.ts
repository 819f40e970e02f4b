import type { FormAnswer } from './form-answer.js';
import type { InterfaceLanguage } from './i18n/languages.js';

/**
 * The script element (type application/json) in which a prerendered page carries the site
 * settings it was rendered with (docs/architecture.md#first-paint): written by the server,
 * read by the browser before it hydrates the page.
 */
export const SITE_DATA_ID = 'site-data';

/**
 * The script element (type application/json) naming the parts whose code loads apart from the
 * page (web/lib/lazy-part.tsx) that a rendered page shows: the browser loads them before it
 * hydrates the page, so every control in it answers at once.
 */
export const PARTS_ID = 'render-parts';

/** The script element (type application/json) carrying a member page's RenderedState. */
export const RENDER_STATE_ID = 'render-state';

/** One answer the server's render asked for, as the page's query cache held it. */
export interface RenderedQuery {
  key: readonly unknown[];
  data: unknown;
  /** When the server had it (ms since the epoch): the browser counts its freshness from here. */
  updatedAt: number;
}

/**
 * What a page the server rendered per request (issue 34: a member's page, or any page answering
 * a form sent without JavaScript) was rendered with, so the browser
 * hydrates the same tree without asking again: the language, every answer its queries held
 * (the session's among them) and what its routes' loaders returned.
 */
export interface RenderedState {
  language: InterfaceLanguage;
  queries: RenderedQuery[];
  loaderData: Record<string, unknown>;
  /** The answer to a form sent without JavaScript that the page shows, if any. */
  answer?: FormAnswer;
}

/**
 * What an api call reads of its answer (web/lib/api-client.ts): the browser's fetch Response, or
 * on the server the render's own answer from the app (server/http/request-pages.ts).
 */
export interface ApiAnswer {
  readonly status: number;
  readonly ok: boolean;
  json(): Promise<unknown>;
}
