// The server-side entry (built by `vite build --ssr` into dist/ssr): renders pages on the server
// so their HTML shows the content before any script runs (docs/architecture.md#first-paint).
// The public pages are rendered once per language at start (renderPage, with the server's site
// settings); a member's page, or a page answering a form, per request (renderRequestPage,
// issue 34). The browser hydrates the result (main.tsx).
import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import { setLanguageResolver } from '@shared/i18n/define-messages';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@shared/i18n/languages';
import type { FormAnswer } from '@shared/form-answer';
import type { RenderedState } from '@shared/prerender';
import type { SiteResponse } from '@shared/site';
// Both catalogues: each page is rendered once per language (docs/decisions/051-…).
import 'virtual:hab-catalogue/ms';
import 'virtual:hab-catalogue/en';
import { AppTree } from './app/app-tree';
import { CHROME_FILE } from './app/root-layout';
import { pageTitle, titleOfMatches } from './app/route-title';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { catalogueFile } from './lib/language';
import { noteShownParts } from './lib/lazy-part';
import { paths, patterns } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';
import { siteQueryOptions } from './lib/site';
import { isMemberPage, loadOnServer, resolveRoutes, routes } from './router';

/** The pages a visitor opens first, rendered ahead: the same HTML for everyone. */
export const PRERENDERED_PATHS = [
  paths.landing,
  paths.landingSignup,
  paths.showcase,
  paths.registration,
  paths.forgotPassword,
  // Issue 34: each of its tabs has an address of its own.
  `${paths.forgotPassword}?tab=find`,
  patterns.resetPassword,
  paths.adminLogin,
  paths.affiliates,
] as const;

/** Each page is rendered once in each of these. */
export const PRERENDERED_LANGUAGES: readonly InterfaceLanguage[] = INTERFACE_LANGUAGES;

// One render at a time sets these (the server renders a member's pages in turn).
let language: InterfaceLanguage = 'campur';
setLanguageResolver(() => language);

export interface PrerenderedPage {
  /** The HTML inside the root element. */
  html: string;
  /** The page's title, as the browser shows it once the script runs (app/route-title.tsx). */
  title: string;
  /** The parts whose code loads apart that it shows (web/lib/lazy-part.tsx): their files. */
  parts: string[];
  /** The files (from src/web) of its routes and parts, whose chunks come with the HTML. */
  files: string[];
}

/** One handler for every render: the routes never change, and making it is a render's worth of work. */
let handler: StaticHandler | undefined;

/**
 * The page at `url`, its routes' code loaded and their loaders run (filling the query cache of
 * the client they are given, router.tsx `loadOnServer`): once per page, however many times it is
 * then rendered.
 */
async function load(url: string) {
  const routeFiles = await resolveRoutes(new URL(url, 'http://localhost').pathname);
  handler ??= createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url} redirects; it cannot be rendered`);
  if (context.errors) throw new Error(`${url}: a route failed`, { cause: context.errors });
  return { routeFiles, context, dataRoutes: handler.dataRoutes };
}

/** The page `load` made ready, with the answers `client` holds. */
async function renderWith(
  { routeFiles, context, dataRoutes }: Awaited<ReturnType<typeof load>>,
  client: QueryClient,
  answer: FormAnswer | null = null,
) {
  const parts = noteShownParts();
  // Waits for every lazy part, so the HTML holds all a visitor sees; the browser hydrates each
  // part once its script has arrived.
  const { prelude } = await prerenderToNodeStream(
    <AppTree client={client} answer={answer}>
      <StaticRouterProvider
        router={createStaticRouter(dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppTree>,
    // Never a boundary outlined for a script to reveal (the CSP blocks inline scripts): a page
    // of 24 cards is past React's default of 12.8 KB.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Node's own stream (its types are not this program's): a web stream's read is some
  // milliseconds of every render.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  html += decoder.decode();
  const title = pageTitle(titleOfMatches(context.matches));
  // Besides the page's own files, those every page loads as it starts.
  const files = [...routeFiles, ...parts(), CHROME_FILE, ...catalogueFile(language)];
  return { html, title, parts: parts(), files };
}

/** Renders `pathname` as a visitor sees it before anything loads, in `lang`. */
export async function renderPage(
  pathname: string,
  site: SiteResponse,
  lang: InterfaceLanguage = 'campur',
): Promise<PrerenderedPage> {
  language = lang;
  const client = createQueryClient();
  client.setQueryData(sessionQueryOptions.queryKey, { user: null });
  client.setQueryData(siteQueryOptions.queryKey, site);
  return renderWith(await load(pathname), client);
}

const MAX_RENDERS = 3;

/** Whether the page asks for `query` now: not one that waits (`enabled: false`, a search with no words). */
function isEnabled(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const now = typeof enabled === 'function' ? enabled(query) : enabled;
  return now !== false && query.options.queryFn !== skipToken;
}

export interface RequestPage extends PrerenderedPage {
  state: RenderedState;
}

/**
 * Issue 34: renders the page at `url` (path and query) for the request whose calls `transport`
 * makes: the session and the page's data are asked through it, into the app itself, exactly as
 * the browser would ask them. A member's page for a member; with `answer`, any page, showing the
 * answer to a form sent without JavaScript; a reset link's page for anyone. Null when there is
 * nothing to render per request (a visitor or an admin page, a public page without an answer,
 * a member's page for someone not approved): the server sends the prerendered
 * page or the app's shell. Throws when the page cannot be rendered; the server then sends the
 * shell too.
 */
export async function renderRequestPage(
  url: string,
  options: {
    site: SiteResponse;
    language: InterfaceLanguage;
    transport: ApiTransport;
    answer?: FormAnswer;
  },
): Promise<RequestPage | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const member = isMemberPage(pathname);
  // A reset link's page shows the link's form or its refusal: only its token says which.
  if (!member && !options.answer && pathname !== patterns.resetPassword) return null;
  language = options.language;
  setApiTransport(options.transport);
  const client = createQueryClient();
  // Each render's cache is emptied when it is done: its answers would otherwise be kept (with
  // their timers) for the cache's ten minutes, a render's worth of memory per page served.
  try {
    client.setQueryData(siteQueryOptions.queryKey, options.site);
    const session = await client.fetchQuery(sessionQueryOptions);
    if (member && session.user?.status !== 'approved') return null;
    // A member's own choice of language comes before the cookie's (decision 052).
    const chosen = session.user?.interfaceLanguage ?? options.language;
    language = chosen;
    loadOnServer(client);
    const answer = options.answer ?? null;
    const page = await load(url);
    let { html, title, parts, files } = await renderWith(page, client, answer);
    // What the page asked for beyond its first data (which cards are saved, the categories of its
    // filter, the tools a runner's step names): asked now and the page rendered again with it, so
    // the browser asks nothing more. A part shown only with that data may ask more in turn: up to
    // MAX_RENDERS in all. One that fails is left for the browser to ask, as before.
    for (let renders = 1; renders < MAX_RENDERS; renders++) {
      const asked = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && isEnabled(query));
      if (asked.length === 0) break;
      await Promise.all(
        asked.map((query) =>
          query
            .fetch()
            .catch(() => client.removeQueries({ queryKey: query.queryKey, exact: true })),
        ),
      );
      ({ html, title, parts, files } = await renderWith(page, client, answer));
    }
    const queries = client.getQueryCache().getAll();
    // A page whose data failed shows its error in the browser's own render, as before.
    const failed = queries.find((query) => query.state.status === 'error');
    if (failed) throw new Error(`${url}: ${JSON.stringify(failed.queryKey)} failed`);
    return {
      html,
      title,
      parts,
      files,
      state: {
        language: chosen,
        queries: queries
          .filter((query) => query.state.status === 'success')
          .map(({ queryKey, state }) => ({
            key: queryKey,
            data: state.data,
            updatedAt: state.dataUpdatedAt,
          })),
        loaderData: page.context.loaderData,
        ...(answer && { answer }),
      },
    };
  } finally {
    client.clear();
  }
}
