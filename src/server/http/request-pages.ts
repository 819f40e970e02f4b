import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FormAnswer } from '../../shared/form-answer.js';
import type { InterfaceLanguage } from '../../shared/i18n/languages.js';
import {
  PARTS_ID,
  type ApiAnswer,
  RENDER_STATE_ID,
  SITE_DATA_ID,
  type RenderedState,
} from '../../shared/prerender.js';
import type { SiteResponse } from '../../shared/site.js';
import { readChunkPreloads } from './chunk-preloads.js';
import { redactUrl } from './logging.js';
import { hasShell, pageFromTemplate } from './prerendered-pages.js';

/** What the server's render entry (src/web/prerender.tsx, built into dist/ssr) offers here. */
interface RenderEntry {
  renderRequestPage(
    url: string,
    options: {
      site: SiteResponse;
      language: InterfaceLanguage;
      transport: (path: string, init: RequestInit) => Promise<ApiAnswer>;
      answer?: FormAnswer;
    },
  ): Promise<{
    html: string;
    title: string;
    parts: string[];
    files: string[];
    state: RenderedState;
  } | null>;
}

/**
 * A member page renders in some 10-60 ms; past this (its wait for its turn included) something
 * is stuck or the server is overwhelmed, and the shell goes.
 */
const RENDER_TIMEOUT_MS = 3_000;

/** A render starts only with this much of its time left. */
const MIN_TIME_LEFT_MS = 500;

/** A render still running after this is stuck: the next one starts without waiting for it. */
const STUCK_MS = 30_000;

/** The window over which renders' share of the server's time is taken (RENDER_SHARE). */
const SHARE_WINDOW_MS = 1_000;

/** Renders waiting for their turn at most; a page past them is the shell at once. */
export const MAX_WAITING = 8;

// index.html asks who is signed in beside the script; a rendered page says so itself.
const SESSION_PRELOAD = /<link rel="preload" href="\/api\/auth\/session"[^>]*>\s*/;

/** Headers of the page's request that its API calls carry, so they are asked as that member. */
const FORWARDED = ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-for'] as const;

/** The headers `names` of `request`, for a call the server makes into itself on its behalf. */
export function forwardedHeaders(request: FastifyRequest, names: readonly string[]) {
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Issue 34: a page rendered on the server for `request`, with the same data the page shows
 * (docs/architecture.md#first-paint): a member's page, or with an answer any page showing the
 * answer to a form sent without JavaScript. The render runs the web app's own api modules; their
 * calls are injected into `app` with the page request's cookie, through every hook and access
 * check an API call passes. Null when there is nothing to render per request (a visitor, an
 * admin page, no build) or it failed (logged): the caller sends the prerendered page or the
 * app's shell, which renders in the browser as before. Renders take turns: each sets the
 * render's language and transport.
 */
export function requestPageRenderer(options: {
  app: FastifyInstance;
  distRoot: string;
  template: string;
  log: FastifyBaseLogger;
  /**
   * The share of the last second renders may take (RENDER_SHARE, default half): past it a page
   * is the shell at once, so the API and every other answer keep the rest of the main thread
   * (a render is its CPU). 1: no limit.
   */
  share?: number;
}) {
  const { app, distRoot, template, log, share = 0.5 } = options;
  const chunks = readChunkPreloads(path.join(distRoot, 'web'));
  let entry: Promise<RenderEntry> | null = null;
  let turn: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  // The renders of the last second: their time is the server's main thread's, taken from
  // every other request (the API's among them).
  let renders: { ended: number; ms: number }[] = [];
  const renderShare = () => {
    const since = Date.now() - SHARE_WINDOW_MS;
    renders = renders.filter((r) => r.ended > since);
    return renders.reduce((sum, r) => sum + r.ms, 0) / SHARE_WINDOW_MS;
  };

  const transport =
    (request: FastifyRequest) =>
    async (url: string, init: RequestInit): Promise<ApiAnswer> => {
      const headers = forwardedHeaders(request, FORWARDED);
      // A question asked with a body (a reset link's check): the api client's JSON.
      const payload = typeof init.body === 'string' ? init.body : undefined;
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers,
        payload,
        remoteAddress: request.ip,
      });
      // What the api client reads, straight from the answer: a Response's body would be read
      // through a web stream, some milliseconds of each render.
      return {
        status: answer.statusCode,
        ok: answer.statusCode >= 200 && answer.statusCode < 300,
        json: async () => answer.json<unknown>(),
      };
    };

  async function render(
    request: FastifyRequest,
    site: SiteResponse,
    language: InterfaceLanguage,
    answer?: FormAnswer,
  ): Promise<string | null> {
    entry ??= import(pathToFileURL(path.join(distRoot, 'ssr/prerender.js')).href);
    const rendered = await (
      await entry
    ).renderRequestPage(request.url, { site, language, transport: transport(request), answer });
    if (!rendered) return null;
    return pageFromTemplate(template.replace(SESSION_PRELOAD, ''), {
      ...rendered,
      language: rendered.state.language,
      marker: 'data-rendered',
      preloads: chunks(rendered.files),
      data: { [SITE_DATA_ID]: site, [PARTS_ID]: rendered.parts, [RENDER_STATE_ID]: rendered.state },
    });
  }

  return function renderRequestPage(
    request: FastifyRequest,
    site: SiteResponse,
    language: InterfaceLanguage,
    answer?: FormAnswer,
  ): Promise<string | null> {
    if (!hasShell(template)) return Promise.resolve(null);
    // A busy server sends the shell at once rather than keep a page waiting behind many renders
    // (each holds its request and its answers meanwhile), or let renders take more than their
    // share of the server's time. Not a form's answer: its API call is done, and what it
    // answered would be lost.
    if (!answer && (waiting >= MAX_WAITING || (share < 1 && renderShare() > share))) {
      log.warn(
        { url: redactUrl(request.url) },
        'page not rendered per request (busy); the shell renders it',
      );
      return Promise.resolve(null);
    }
    // The page's time counts from its request, its wait for its turn included.
    const deadline = Date.now() + RENDER_TIMEOUT_MS;
    waiting++;
    const rendering = turn.then(() => {
      waiting--;
      // Too little of its time left: the shell, rather than a render cut off half-way.
      if (Date.now() > deadline - MIN_TIME_LEFT_MS) {
        throw new Error('its turn came after its time');
      }
      const started = Date.now();
      return render(request, site, language, answer).finally(() =>
        renders.push({ ended: Date.now(), ms: Date.now() - started }),
      );
    });
    // The next render starts when this one has ended, even past its time: renders share the
    // render entry's state (the language, the API transport). Only one that never ends lets the
    // next start without it.
    let stuck: NodeJS.Timeout | undefined;
    turn = Promise.race([
      rendering.catch(() => undefined),
      new Promise((resolve) => (stuck = setTimeout(resolve, STUCK_MS))),
    ]).finally(() => clearTimeout(stuck));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the render timed out')), RENDER_TIMEOUT_MS);
    });
    const result = Promise.race([rendering, timeout]).finally(() => clearTimeout(timer));
    return result.catch((error: unknown) => {
      log.warn(
        // A reset link's token is in its address: never in the log.
        { err: error, url: redactUrl(request.url) },
        'page not rendered per request; the shell renders it',
      );
      return null;
    });
  };
}
