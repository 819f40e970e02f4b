import { Navigate, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ErrorPage, PageError } from './app/error-page';
import { RequireAdmin, RequireMember, RootRedirect } from './app/guards';
import { LoadingScreen } from './app/loading-screen';
import { MemberLayout } from './app/member-layout';
import { NotFoundPage } from './app/not-found-page';
import { itemActionParts } from './app/item-actions';
import { RootLayout } from './app/root-layout';
import { ItemActionsProvider } from './components/item-actions';
import { paths, patterns } from './lib/paths';

// Pages load lazily, so a visitor's first load carries no member or admin screens.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const toolsInCategory = page(() => import('./features/tools/pages/category-tools-page'));
const tutorialsInCategory = page(
  () => import('./features/tutorials/pages/category-tutorials-page'),
);
// The category filter moves between /workflows and /workflows/category/{c}: one screen.
const workflows = page(() => import('./features/workflows/pages/workflows-page'));

const memberRoutes: RouteObject[] = [
  {
    path: patterns.dashboard,
    handle: { title: 'Dashboard' },
    lazy: page(() => import('./app/pages/dashboard-page')),
  },
  {
    path: patterns.tools,
    handle: { title: 'AI Tools' },
    lazy: page(() => import('./features/tools/pages/tools-page')),
  },
  { path: patterns.toolsInCategory, handle: { title: 'AI Tools' }, lazy: toolsInCategory },
  {
    path: patterns.tool,
    handle: { title: 'AI Tools' },
    lazy: page(() => import('./features/tools/pages/tool-detail-page')),
  },
  {
    path: patterns.categories,
    handle: { title: 'Kategori' },
    lazy: page(() => import('./features/categories/pages/categories-page')),
  },
  { path: patterns.categoryTools, handle: { title: 'AI Tools' }, lazy: toolsInCategory },
  {
    path: patterns.categoryTutorials,
    handle: { title: 'Tutorial' },
    lazy: tutorialsInCategory,
  },
  { path: patterns.categoryWorkflows, handle: { title: 'Workflow' }, lazy: workflows },
  {
    path: patterns.learning,
    handle: { title: 'Tutorial' },
    lazy: page(() => import('./features/tutorials/pages/tutorials-page')),
  },
  { path: patterns.tutorialsInCategory, handle: { title: 'Tutorial' }, lazy: tutorialsInCategory },
  {
    path: patterns.tutorial,
    handle: { title: 'Tutorial' },
    lazy: page(() => import('./features/tutorials/pages/tutorial-detail-page')),
  },
  { path: patterns.workflows, handle: { title: 'Workflow' }, lazy: workflows },
  { path: patterns.workflowsInCategory, handle: { title: 'Workflow' }, lazy: workflows },
  {
    path: patterns.workflow,
    handle: { title: 'Workflow' },
    lazy: page(() => import('./features/workflows/pages/workflow-detail-page')),
  },
  {
    path: patterns.workflowRun,
    handle: { title: 'Jalankan Workflow' },
    lazy: page(() => import('./features/workflows/pages/workflow-run-page')),
  },
  {
    path: patterns.prompts,
    handle: { title: 'Prompt' },
    lazy: page(() => import('./features/prompts/pages/prompts-page')),
  },
  {
    path: patterns.prompt,
    handle: { title: 'Prompt' },
    lazy: page(() => import('./features/prompts/pages/prompt-detail-page')),
  },
  {
    path: patterns.suggest,
    handle: { title: 'Cadang Kandungan' },
    lazy: page(() => import('./features/suggestions/pages/suggest-page')),
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
            handle: { title: 'Hab Pembelajaran AI' },
            lazy: page(() => import('./app/pages/landing-page')),
          },
          {
            path: patterns.showcase,
            handle: { title: 'AI Tools' },
            lazy: page(() => import('./features/tools/pages/showcase-page')),
          },
          {
            path: patterns.showcaseCategory,
            handle: { title: 'AI Tools' },
            lazy: page(() => import('./features/tools/pages/showcase-page')),
          },
          {
            path: patterns.registration,
            handle: { title: 'Daftar Akaun' },
            lazy: page(() => import('./features/auth/pages/registration-page')),
          },
          {
            path: patterns.forgotPassword,
            handle: { title: 'Lupa Kata Laluan' },
            lazy: page(() => import('./features/auth/pages/forgot-password-page')),
          },
          {
            path: patterns.resetPassword,
            handle: { title: 'Tetapkan Kata Laluan Baru' },
            lazy: page(() => import('./features/auth/pages/reset-password-page')),
          },
          {
            path: patterns.adminLogin,
            handle: { title: 'Log Masuk Admin' },
            lazy: page(() => import('./features/auth/pages/admin-login-page')),
          },
          {
            path: patterns.affiliates,
            handle: { title: 'Program Affiliate' },
            lazy: page(() => import('./features/affiliates/pages/affiliates-page')),
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
            handle: { title: 'Admin Panel' },
            element: <RequireAdmin />,
            children: [
              { index: true, lazy: page(() => import('./features/admin/pages/admin-page')) },
            ],
          },
          { path: '*', handle: { title: 'Halaman tidak dijumpai' }, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Loads the lazy routes that match `pathname` and puts what they load in their place, so a
 * router made next renders the page at once: what hydrating a prerendered page needs
 * (docs/architecture.md#first-paint), and what the prerender itself renders.
 */
export async function resolveRoutes(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
