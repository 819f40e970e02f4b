import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage, PageError } from './app/error-page';
import { RequireAdmin, RequireMember, RootRedirect } from './app/guards';
import { LoadingScreen } from './app/loading-screen';
import { MemberLayout } from './app/member-layout';
import { NotFoundPage } from './app/not-found-page';
import { RootLayout } from './app/root-layout';
import { paths } from './lib/paths';

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
    path: 'dashboard',
    handle: { title: 'Dashboard' },
    lazy: page(() => import('./app/pages/dashboard-page')),
  },
  {
    path: 'tools',
    handle: { title: 'AI Tools' },
    lazy: page(() => import('./features/tools/pages/tools-page')),
  },
  { path: 'tools/category/:category', handle: { title: 'AI Tools' }, lazy: toolsInCategory },
  {
    path: 'tools/:id',
    handle: { title: 'AI Tools' },
    lazy: page(() => import('./features/tools/pages/tool-detail-page')),
  },
  {
    path: 'categories',
    handle: { title: 'Kategori' },
    lazy: page(() => import('./features/categories/pages/categories-page')),
  },
  { path: 'categories/:category/tools', handle: { title: 'AI Tools' }, lazy: toolsInCategory },
  {
    path: 'categories/:category/tutorials',
    handle: { title: 'Tutorial' },
    lazy: tutorialsInCategory,
  },
  { path: 'categories/:category/workflows', handle: { title: 'Workflow' }, lazy: workflows },
  {
    path: 'learning',
    handle: { title: 'Tutorial' },
    lazy: page(() => import('./features/tutorials/pages/tutorials-page')),
  },
  { path: 'learning/category/:category', handle: { title: 'Tutorial' }, lazy: tutorialsInCategory },
  {
    path: 'learning/:id',
    handle: { title: 'Tutorial' },
    lazy: page(() => import('./features/tutorials/pages/tutorial-detail-page')),
  },
  { path: 'workflows', handle: { title: 'Workflow' }, lazy: workflows },
  { path: 'workflows/category/:category', handle: { title: 'Workflow' }, lazy: workflows },
  {
    path: 'workflows/:id',
    handle: { title: 'Workflow' },
    lazy: page(() => import('./features/workflows/pages/workflow-detail-page')),
  },
  {
    path: 'workflows/:id/execute',
    handle: { title: 'Jalankan Workflow' },
    lazy: page(() => import('./features/workflows/pages/workflow-run-page')),
  },
  {
    path: 'prompt',
    handle: { title: 'Prompt' },
    lazy: page(() => import('./features/prompts/pages/prompts-page')),
  },
  {
    path: 'prompt/:id',
    handle: { title: 'Prompt' },
    lazy: page(() => import('./features/prompts/pages/prompt-detail-page')),
  },
  {
    path: 'suggest',
    handle: { title: 'Cadang Kandungan' },
    lazy: page(() => import('./features/suggestions/pages/suggest-page')),
  },
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
            path: 'landing',
            handle: { title: 'Hab Pembelajaran AI' },
            lazy: page(() => import('./app/pages/landing-page')),
          },
          {
            path: 'showcase',
            handle: { title: 'AI Tools' },
            lazy: page(() => import('./features/tools/pages/showcase-page')),
          },
          {
            path: 'showcase/:category',
            handle: { title: 'AI Tools' },
            lazy: page(() => import('./features/tools/pages/showcase-page')),
          },
          {
            path: 'registration/newuser',
            handle: { title: 'Daftar Akaun' },
            lazy: page(() => import('./features/auth/pages/registration-page')),
          },
          {
            path: 'forgot-password',
            handle: { title: 'Lupa Kata Laluan' },
            lazy: page(() => import('./features/auth/pages/forgot-password-page')),
          },
          {
            path: 'reset-password',
            handle: { title: 'Tetapkan Kata Laluan Baru' },
            lazy: page(() => import('./features/auth/pages/reset-password-page')),
          },
          {
            path: 'admin-login',
            handle: { title: 'Log Masuk Admin' },
            lazy: page(() => import('./features/auth/pages/admin-login-page')),
          },
          {
            path: 'affiliates',
            handle: { title: 'Program Affiliate' },
            lazy: page(() => import('./features/affiliates/pages/affiliates-page')),
          },
          { path: 'login', element: <Navigate to={paths.landing} replace /> },
          { path: 'user', element: <Navigate to={paths.dashboard} replace /> },
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
            path: 'admin',
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

export const router = createBrowserRouter(routes);
