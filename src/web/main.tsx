import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppTree } from './app/app-tree';
import { paths } from './lib/paths';
import { stopEarlyTaps } from './lib/early-taps';
import { preloadParts } from './lib/lazy-part';
import { readPrerenderedSite, readRenderedParts, readRenderedState } from './lib/prerendered';
import { setLanguageResolver } from '@shared/i18n/define-messages';
import { bootLanguage, loadLanguage } from './lib/language';
import { createQueryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';
import { siteQueryOptions } from './lib/site';
import { createRouter, resolveRoutes } from './router';
// Listens for the browser's install offer from the start; the card itself loads later.
import './app/pwa/install-offer';
import './styles.css';

const container = document.getElementById('root')!;
// A member's page the server rendered (issue 34) carries what it was rendered with.
const rendered = container.hasAttribute('data-rendered') ? readRenderedState(document) : null;

// The interface language (docs/decisions/051-interface-languages-with-lingui.md): its catalogue
// arrives beside the rest and is installed before the first render; a change reloads the page.
// A rendered page keeps the language it was rendered in.
const language = rendered?.language ?? bootLanguage(document);
setLanguageResolver(() => language);
const catalogue = loadLanguage(document, language);
// Every part the HTML shows that loads apart comes beside the rest, and is here before the page
// is hydrated: no control in it stays dead while its own code loads (issue 34).
const parts = preloadParts(readRenderedParts(document));

// A 401 anywhere: the session is gone, so the app goes to /landing.
let router: ReturnType<typeof createRouter> | undefined;
const queryClient = createQueryClient({
  onSessionLost: () => void router?.navigate(paths.landing, { replace: true }),
});
// The answers the server rendered with, the session's among them: the page asks none again.
for (const { key, data, updatedAt } of rendered?.queries ?? []) {
  queryClient.setQueryData(key, data, { updatedAt });
}
// Who is signed in is asked at once, beside the page's own script (docs/architecture.md#first-paint).
if (!rendered) void queryClient.prefetchQuery(sessionQueryOptions);

const site = readPrerenderedSite(document);
if (site) queryClient.setQueryData(siteQueryOptions.queryKey, site);

const hydrate = (r: ReturnType<typeof createRouter>) => {
  // From here React answers a tap itself; those before are pressed again once it has the page.
  stopEarlyTaps();
  startTransition(() => {
    hydrateRoot(container, app(r), {
      // A difference between the server's HTML and the first render: React renders that part
      // afresh. Said plainly, so a browser test catches it (tests/e2e/server-render.spec.ts).
      onRecoverableError: (error) =>
        console.error('Hydration fell back to a client render:', error),
    });
  });
};

/**
 * A page the server rendered, for a visitor ahead of time or for a member on request
 * (docs/architecture.md#first-paint), is hydrated as soon as its script is here: its content
 * stays on screen while the script takes it over. A visitor's page hydrates only while the
 * session is unknown or a visitor's, as in the HTML. Someone already known to be signed in on a
 * visitor's page, or any other page, is rendered afresh in place of what the HTML shows.
 */
async function start() {
  await catalogue;
  if (rendered) {
    await Promise.all([resolveRoutes(window.location.pathname), parts]);
    router = createRouter(queryClient, { loaderData: rendered.loaderData });
    hydrate(router);
    return;
  }
  if (container.hasAttribute('data-prerendered')) {
    await Promise.all([resolveRoutes(window.location.pathname), parts]);
    if (!queryClient.getQueryData(sessionQueryOptions.queryKey)?.user) {
      // As hydrated from the server (its pages load nothing): the router then leaves the page
      // where the person has scrolled it meanwhile, instead of taking it back to the top.
      router = createRouter(queryClient, { loaderData: {} });
      hydrate(router);
      return;
    }
  }
  router = createRouter(queryClient);
  // The page is rendered afresh: what was tapped on the HTML is gone, and from here React answers.
  stopEarlyTaps();
  const root = createRoot(container);
  startTransition(() => root.render(app(router!)));
}

const app = (r: ReturnType<typeof createRouter>) => (
  <AppTree client={queryClient} answer={rendered?.answer}>
    <RouterProvider router={r} />
  </AppTree>
);

void start();
