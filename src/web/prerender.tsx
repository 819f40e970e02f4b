// The server-side entry (built by `vite build --ssr` into dist/ssr): renders the public pages
// for a visitor, so their HTML shows the content before any script runs
// (docs/architecture.md#first-paint). The server calls it once per page at start, with its
// own site settings; the browser hydrates the result (main.tsx).
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setLanguageResolver } from '@shared/i18n/define-messages';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@shared/i18n/languages';
import type { SiteResponse } from '@shared/site';
// Both catalogues: each page is rendered once per language (docs/decisions/051-…).
import 'virtual:hab-catalogue/ms';
import 'virtual:hab-catalogue/en';
import { AppTree } from './app/app-tree';
import { pageTitle, titleOfMatches } from './app/route-title';
import { paths, patterns } from './lib/paths';
import { createQueryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';
import { siteQueryOptions } from './lib/site';
import { resolveRoutes, routes } from './router';

/** The pages a visitor opens first, rendered ahead: the same HTML for everyone. */
export const PRERENDERED_PATHS = [
  paths.landing,
  paths.showcase,
  paths.registration,
  paths.forgotPassword,
  patterns.resetPassword,
  paths.adminLogin,
  paths.affiliates,
] as const;

/** Each page is rendered once in each of these. */
export const PRERENDERED_LANGUAGES: readonly InterfaceLanguage[] = INTERFACE_LANGUAGES;

let language: InterfaceLanguage = 'campur';
setLanguageResolver(() => language);

export interface PrerenderedPage {
  /** The HTML inside the root element. */
  html: string;
  /** The page's title, as the browser shows it once the script runs (app/route-title.tsx). */
  title: string;
}

/** Renders `pathname` as a visitor sees it before anything loads, in `lang`. */
export async function renderPage(
  pathname: string,
  site: SiteResponse,
  lang: InterfaceLanguage = 'campur',
): Promise<PrerenderedPage> {
  language = lang;
  await resolveRoutes(pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response)
    throw new Error(`${pathname} redirects; it cannot be prerendered`);
  const client = createQueryClient();
  client.setQueryData(sessionQueryOptions.queryKey, { user: null });
  client.setQueryData(siteQueryOptions.queryKey, site);
  // Waits for every lazy part, so the HTML holds all a visitor sees; the browser hydrates each
  // part once its script has arrived.
  const { prelude } = await prerender(
    <AppTree client={client}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppTree>,
  );
  const html = await new Response(prelude).text();
  return { html, title: pageTitle(titleOfMatches(context.matches)) };
}
