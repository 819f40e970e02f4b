import type { QueryClient } from '@tanstack/react-query';
import {
  Navigate,
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { ErrorPage, PageError } from './app/error-page';
import { RequireAdmin, RequireMember, RootRedirect } from './app/guards';
import { LoadingScreen } from './app/loading-screen';
import { MemberFrameIfSignedIn, MemberLayout } from './app/member-layout';
import { itemActionParts } from './app/item-actions';
import { RootLayout } from './app/root-layout';
import type { RouteHandle } from './app/route-title';
import { ItemActionsProvider } from './components/item-actions';
import { paths, patterns } from './lib/paths';
import type { FirstRequest } from './lib/first-request';
import { openScreen, pageShown } from './lib/page-shown';
import { watchNavigations } from './lib/page-being-opened';
import { sessionQueryOptions } from './lib/session';

type PageModule = { default: React.ComponentType };
/** Each page's file (from src/web), by its route's `lazy`: what resolveRoutes reports. */
const pageFiles = new Map<unknown, string>();
/** The files of the routes resolved so far (their `lazy` is gone once resolved). */
const routeFiles = new WeakMap<RouteObject, string>();

/**
 * Pages load lazily, so a visitor's first load carries no member or admin screens. Each is named
 * by its file, as `import.meta.glob('@web/…')` gives it (one file): the server preloads that file's
 * chunks with a page it renders (docs/architecture.md#first-paint).
 */
function page(modules: Record<string, () => Promise<unknown>>) {
  const [file, load] = Object.entries(modules)[0] ?? [];
  if (!file || !load) throw new Error('page: import.meta.glob found no file');
  const lazy = async () => ({ Component: ((await load()) as PageModule).default });
  pageFiles.set(lazy, file);
  return lazy;
}

let loaderClient: QueryClient | null = null;
/** On the server (render.tsx) each loader waits for its data: the HTML holds what the page shows. */
let renderingOnServer = false;

/**
 * A member page's loader: starts the page's first request (from the page's api module) beside
 * the page's script, instead of after it has loaded and rendered (docs/architecture.md#first-paint).
 * On the first page it returns at once: the page shows its own loading state. After a tap from
 * another page it waits for that data (`waitOnTap`: the old page stays, with the progress bar),
 * so the new page paints whole and nothing moves when its content arrives (issue 33: CLS
 * < 0.05); data already cached is used at once. Not for a known visitor, whom the guard sends
 * to /landing.
 */
const noWait = () => undefined;

const first = (load: () => Promise<FirstRequest>): LoaderFunction => {
  const loader: LoaderFunction = async ({ params, request }) => {
    const client = loaderClient;
    const another = openScreen(loader);
    if (!client || client.getQueryData(sessionQueryOptions.queryKey)?.user === null) return null;
    const search = new URL(request.url).searchParams;
    const started = load()
      .then((start) => start(client, { params, search }))
      .catch(() => undefined);
    if (renderingOnServer) {
      await started;
      return null;
    }
    // The wait is a file of its own (the first page's budget); should it not come (offline),
    // nothing waits.
    if (pageShown() && another) {
      await import('./lib/first-page').then((m) => m.waitOnTap(started), noWait);
    }
    return null;
  };
  return loader;
};
const toolsApi = () => import('./features/tools/api/get-tools');
const tutorialsApi = () => import('./features/tutorials/api/get-tutorials');
const workflowsApi = () => import('./features/workflows/api/get-workflows');
// A workflow's page and its runner: the workflow and the member's run of it (issue 19).
const workflowData = first(() =>
  import('./features/workflows/api/workflow-run').then((m) => m.firstWorkflowRunRequest),
);

// Screens reached at more than one address: one category's tools or tutorials, and the
// workflows list (the category filter moves between /workflows and /workflows/category/{c}).
const categoryToolsScreen = {
  handle: { title: 'aiTools' } satisfies RouteHandle,
  loader: first(() => toolsApi().then((m) => m.firstCategoryToolsRequest)),
  lazy: page(import.meta.glob('@web/features/tools/pages/category-tools-page.tsx')),
};
const categoryTutorialsScreen = {
  handle: { title: 'tutorials' } satisfies RouteHandle,
  loader: first(() => tutorialsApi().then((m) => m.firstCategoryTutorialsRequest)),
  lazy: page(import.meta.glob('@web/features/tutorials/pages/category-tutorials-page.tsx')),
};
const workflowsScreen = {
  handle: { title: 'workflows' } satisfies RouteHandle,
  loader: first(() => workflowsApi().then((m) => m.firstWorkflowsRequest)),
  lazy: page(import.meta.glob('@web/features/workflows/pages/workflows-page.tsx')),
};

const memberRoutes: RouteObject[] = [
  {
    path: patterns.dashboard,
    handle: { title: 'dashboard' } satisfies RouteHandle,
    loader: first(() =>
      import('./features/dashboard/api/get-dashboard').then((m) => m.firstDashboardRequest),
    ),
    lazy: page(import.meta.glob('@web/app/pages/dashboard-page.tsx')),
  },
  {
    path: patterns.tools,
    handle: { title: 'aiTools' } satisfies RouteHandle,
    loader: first(() => toolsApi().then((m) => m.firstToolsRequest)),
    lazy: page(import.meta.glob('@web/features/tools/pages/tools-page.tsx')),
  },
  { path: patterns.toolsInCategory, ...categoryToolsScreen },
  {
    path: patterns.tool,
    handle: { title: 'aiTools' } satisfies RouteHandle,
    loader: first(() => import('./features/tools/api/get-tool').then((m) => m.firstToolRequest)),
    lazy: page(import.meta.glob('@web/features/tools/pages/tool-detail-page.tsx')),
  },
  {
    path: patterns.categories,
    handle: { title: 'categories' } satisfies RouteHandle,
    lazy: page(import.meta.glob('@web/features/categories/pages/categories-page.tsx')),
  },
  { path: patterns.categoryTools, ...categoryToolsScreen },
  { path: patterns.categoryTutorials, ...categoryTutorialsScreen },
  { path: patterns.categoryWorkflows, ...workflowsScreen },
  {
    path: patterns.learning,
    handle: { title: 'tutorials' } satisfies RouteHandle,
    loader: first(() => tutorialsApi().then((m) => m.firstTutorialsRequest)),
    lazy: page(import.meta.glob('@web/features/tutorials/pages/tutorials-page.tsx')),
  },
  { path: patterns.tutorialsInCategory, ...categoryTutorialsScreen },
  {
    path: patterns.tutorial,
    handle: { title: 'tutorials' } satisfies RouteHandle,
    loader: first(() =>
      import('./features/tutorials/api/get-tutorial').then((m) => m.firstTutorialRequest),
    ),
    lazy: page(import.meta.glob('@web/features/tutorials/pages/tutorial-detail-page.tsx')),
  },
  { path: patterns.workflows, ...workflowsScreen },
  { path: patterns.workflowsInCategory, ...workflowsScreen },
  {
    path: patterns.workflow,
    handle: { title: 'workflows' } satisfies RouteHandle,
    loader: workflowData,
    lazy: page(import.meta.glob('@web/features/workflows/pages/workflow-detail-page.tsx')),
  },
  {
    path: patterns.workflowRun,
    handle: { title: 'workflowRun' } satisfies RouteHandle,
    loader: workflowData,
    lazy: page(import.meta.glob('@web/features/workflows/pages/workflow-run-page.tsx')),
  },
  {
    path: patterns.prompts,
    handle: { title: 'prompts' } satisfies RouteHandle,
    loader: first(() =>
      import('./features/prompts/api/get-prompts').then((m) => m.firstPromptsRequest),
    ),
    lazy: page(import.meta.glob('@web/features/prompts/pages/prompts-page.tsx')),
  },
  {
    path: patterns.prompt,
    handle: { title: 'prompts' } satisfies RouteHandle,
    loader: first(() =>
      import('./features/prompts/api/get-prompt').then((m) => m.firstPromptRequest),
    ),
    lazy: page(import.meta.glob('@web/features/prompts/pages/prompt-detail-page.tsx')),
  },
  {
    path: patterns.certificate,
    handle: { title: 'certificate' } satisfies RouteHandle,
    lazy: page(import.meta.glob('@web/features/learning-path/pages/certificate-page.tsx')),
  },
  {
    path: patterns.suggest,
    handle: { title: 'suggest' } satisfies RouteHandle,
    lazy: page(import.meta.glob('@web/features/suggestions/pages/suggest-page.tsx')),
  },
];

export const routes: RouteObject[] = [
  {
    element: (
      <ItemActionsProvider value={itemActionParts}>
        <RootLayout />
      </ItemActionsProvider>
    ),
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      // Every page errors inside the layout, so the app-wide pieces (connection card, offline
      // banner, shortcuts, title) stay while the error card shows.
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <RootRedirect /> },
          {
            path: patterns.landing,
            handle: { title: 'landing' } satisfies RouteHandle,
            lazy: page(import.meta.glob('@web/app/pages/landing-page.tsx')),
          },
          {
            path: patterns.showcase,
            handle: { title: 'aiTools' } satisfies RouteHandle,
            lazy: page(import.meta.glob('@web/features/tools/pages/showcase-page.tsx')),
          },
          {
            path: patterns.showcaseCategory,
            handle: { title: 'aiTools' } satisfies RouteHandle,
            lazy: page(import.meta.glob('@web/features/tools/pages/showcase-page.tsx')),
          },
          {
            path: patterns.registration,
            handle: { title: 'registration' } satisfies RouteHandle,
            lazy: page(import.meta.glob('@web/features/auth/pages/registration-page.tsx')),
          },
          {
            path: patterns.forgotPassword,
            handle: { title: 'forgotPassword' } satisfies RouteHandle,
            lazy: page(import.meta.glob('@web/features/auth/pages/forgot-password-page.tsx')),
          },
          {
            path: patterns.resetPassword,
            handle: { title: 'resetPassword' } satisfies RouteHandle,
            lazy: page(import.meta.glob('@web/features/auth/pages/reset-password-page.tsx')),
          },
          {
            path: patterns.adminLogin,
            handle: { title: 'adminLogin' } satisfies RouteHandle,
            lazy: page(import.meta.glob('@web/features/auth/pages/admin-login-page.tsx')),
          },
          {
            path: patterns.affiliates,
            handle: { title: 'affiliates' } satisfies RouteHandle,
            lazy: page(import.meta.glob('@web/features/affiliates/pages/affiliates-page.tsx')),
          },
          {
            // Issue 21: anyone may check a certificate by its code.
            path: patterns.certificateCheck,
            handle: { title: 'verifyCertificate' } satisfies RouteHandle,
            lazy: page(
              import.meta.glob('@web/features/learning-path/pages/certificate-check-page.tsx'),
            ),
          },
          {
            // Issue 23: the weekly digest's unsubscribe link, signed in or not.
            path: patterns.unsubscribe,
            handle: { title: 'unsubscribe' } satisfies RouteHandle,
            lazy: page(import.meta.glob('@web/features/digest/pages/unsubscribe-page.tsx')),
          },
          { path: patterns.login, element: <Navigate to={paths.landing} replace /> },
          { path: patterns.userPanel, element: <Navigate to={paths.dashboard} replace /> },
          {
            element: <RequireMember />,
            children: [
              {
                element: <MemberLayout />,
                // A page that throws shows the error card between the navbar and the footer.
                children: [{ errorElement: <PageError />, children: memberRoutes }],
              },
            ],
          },
          {
            path: patterns.admin,
            handle: { title: 'adminPanel' } satisfies RouteHandle,
            element: <RequireAdmin />,
            children: [
              { index: true, lazy: page(import.meta.glob('@web/app/admin/admin-page.tsx')) },
            ],
          },
          {
            element: <MemberFrameIfSignedIn />,
            children: [
              {
                path: '*',
                handle: { title: 'notFound' } satisfies RouteHandle,
                lazy: page(import.meta.glob('@web/app/not-found-page.tsx')),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The app's router; its loaders start each member page's data with `client`. A page the server
 * rendered passes what its loaders returned there (`hydrationData`), so none runs again.
 */
export const createRouter = (client: QueryClient, hydrationData?: HydrationState) => {
  loaderClient = client;
  const router = createBrowserRouter(routes, { hydrationData });
  watchNavigations(router);
  return router;
};

/** The server's render (render.tsx): loaders fill `client` and wait for it. */
export function loadOnServer(client: QueryClient) {
  loaderClient = client;
  renderingOnServer = true;
}

/** Whether `pathname` is a member's page (under RequireMember), which the server renders per request. */
export const isMemberPage = (pathname: string) => matchRoutes(memberRoutes, pathname) !== null;

/**
 * Loads the lazy routes that match `pathname` and puts what they load in their place, so a
 * router made next renders the page at once: what hydrating a prerendered page needs
 * (docs/architecture.md#first-paint), and what the prerender itself renders.
 */
export async function resolveRoutes(pathname: string): Promise<string[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const file = pageFiles.get(route.lazy);
      if (file) routeFiles.set(route, file);
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
  // The files of the page's routes (from src/web: `/features/tools/pages/tools-page.tsx`).
  return matches.flatMap(({ route }) => routeFiles.get(route) ?? []);
}
