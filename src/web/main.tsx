import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppTree } from './app/app-tree';
import { paths } from './lib/paths';
import { readPrerenderedSite } from './lib/prerendered';
import { setLanguageResolver } from '@shared/i18n/define-messages';
import { bootLanguage, loadLanguage } from './lib/language';
import { createQueryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';
import { siteQueryOptions } from './lib/site';
import { createRouter, resolveRoutes } from './router';
// Listens for the browser's install offer from the start; the card itself loads later.
import './app/pwa/install-offer';
import './styles.css';

// The interface language (docs/decisions/051-interface-languages-with-lingui.md): its catalogue
// arrives beside the rest and is installed before the first render; a change reloads the page.
const language = bootLanguage(document);
setLanguageResolver(() => language);
const catalogue = loadLanguage(document, language);

// A 401 anywhere: the session is gone, so the app goes to /landing.
let router: ReturnType<typeof createRouter> | undefined;
const queryClient = createQueryClient({
  onSessionLost: () => void router?.navigate(paths.landing, { replace: true }),
});
// Who is signed in is asked at once, beside the page's own script (docs/architecture.md#first-paint).
void queryClient.prefetchQuery(sessionQueryOptions);

const container = document.getElementById('root')!;
const site = readPrerenderedSite(document);
if (site) queryClient.setQueryData(siteQueryOptions.queryKey, site);

/**
 * A page the server prerendered for a visitor (docs/architecture.md#first-paint) is hydrated as
 * soon as its script is here: its content stays on screen while the script takes it over, and a
 * session still on its way renders as a visitor's, as in the HTML. Someone already known to be
 * signed in, or any other page, is rendered afresh in place of what the HTML shows.
 */
async function start() {
  await catalogue;
  if (container.hasAttribute('data-prerendered')) {
    await resolveRoutes(window.location.pathname);
    if (!queryClient.getQueryData(sessionQueryOptions.queryKey)?.user) {
      router = createRouter(queryClient);
      hydrateRoot(container, app(router));
      return;
    }
  }
  router = createRouter(queryClient);
  const root = createRoot(container);
  startTransition(() => root.render(app(router!)));
}

const app = (r: ReturnType<typeof createRouter>) => (
  <AppTree client={queryClient}>
    <RouterProvider router={r} />
  </AppTree>
);

void start();
