// Every route path of the SPA in one place (docs/product.md#routes-and-guards route table).
const enc = encodeURIComponent;

/** The landing page's section of tool categories, which the public showcase leads back to. */
export const LANDING_CATEGORIES_ID = 'kategori';
/** Issue 31: the dashboard opened with Edit Profil open (the certificate page leads there). */
export const EDIT_PROFILE_HASH = '#edit-profil';
/** Issue 33: a tutorial's quiz ('Uji kefahaman'), which the dashboard's quizzes to pass open. */
export const QUIZ_ID = 'uji-kefahaman';

/**
 * Every route's pattern, as the router matches it (router.tsx reads its paths from here); the
 * builders in `paths` fill them. Old addresses the router still serves are here too.
 */
export const patterns = {
  root: '/',
  landing: '/landing',
  login: '/login',
  dashboard: '/dashboard',
  tools: '/tools',
  tool: '/tools/:id',
  toolsInCategory: '/tools/category/:category',
  categories: '/categories',
  categoryTools: '/categories/:category/tools',
  categoryTutorials: '/categories/:category/tutorials',
  categoryWorkflows: '/categories/:category/workflows',
  learning: '/learning',
  tutorialsInCategory: '/learning/category/:category',
  tutorial: '/learning/:id',
  workflows: '/workflows',
  workflowsInCategory: '/workflows/category/:category',
  workflow: '/workflows/:id',
  workflowRun: '/workflows/:id/execute',
  prompts: '/prompt',
  prompt: '/prompt/:id',
  suggest: '/suggest',
  showcase: '/showcase',
  showcaseCategory: '/showcase/:category',
  registration: '/registration/newuser',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  adminLogin: '/admin-login',
  affiliates: '/affiliates',
  /** Issue 21: the member's learning-path certificate, and its public check by code. */
  certificate: '/sijil',
  certificateCheck: '/sijil/:code',
  userPanel: '/user',
  admin: '/admin',
  /** Issue 23: the weekly digest's unsubscribe link (the server's mail builds it too). */
  unsubscribe: '/unsubscribe',
} as const;

/** A pattern with its `:name` segments filled in, each encoded. */
const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => enc(params[name] ?? ''));

export const paths = {
  root: patterns.root,
  landing: patterns.landing,
  /** The landing with its sign-up card in place of the login card (issue 34). */
  landingSignup: `${patterns.landing}?signup`,
  dashboard: patterns.dashboard,
  tools: patterns.tools,
  tool: (id: string) => fill(patterns.tool, { id }),
  toolsInCategory: (category: string) => fill(patterns.toolsInCategory, { category }),
  tutorialsInCategory: (category: string) => fill(patterns.tutorialsInCategory, { category }),
  workflowsInCategory: (category: string) => fill(patterns.workflowsInCategory, { category }),
  categories: patterns.categories,
  learning: patterns.learning,
  tutorial: (id: string) => fill(patterns.tutorial, { id }),
  tutorialQuiz: (id: string) => `${fill(patterns.tutorial, { id })}#${QUIZ_ID}`,
  /** docs/product.md#routes-and-guards: category lists link to the list with that tutorial opened. */
  tutorialInList: (id: string) => `${patterns.learning}?tutorial=${enc(id)}`,
  workflows: patterns.workflows,
  workflow: (id: string) => fill(patterns.workflow, { id }),
  workflowRun: (id: string) => fill(patterns.workflowRun, { id }),
  prompts: patterns.prompts,
  prompt: (id: string) => fill(patterns.prompt, { id }),
  suggest: patterns.suggest,
  /** The Suggest Content form with its type chosen (docs/product.md#routes-and-guards 'Suggest a Tool' and the like). */
  suggestContent: (type?: string, title?: string) =>
    // Issue 22: a search that found nothing suggests what was searched for.
    `${patterns.suggest}?${new URLSearchParams({ ...(type && { type }), ...(title && { title }) })}`.replace(
      /\?$/,
      '',
    ),
  showcase: patterns.showcase,
  showcaseCategory: (category: string) => fill(patterns.showcaseCategory, { category }),
  /** The showcase's 'Back to Categories' (docs/product.md#routes-and-guards): public, as the showcase is for visitors. */
  landingCategories: `${patterns.landing}#${LANDING_CATEGORIES_ID}`,
  affiliates: patterns.affiliates,
  certificate: patterns.certificate,
  editProfile: `${patterns.dashboard}${EDIT_PROFILE_HASH}`,
  certificateCheck: (code: string) => fill(patterns.certificateCheck, { code }),
  admin: patterns.admin,
  /** The admin nav's User Panel link (docs/product.md#routes-and-guards: leads to the dashboard). */
  userPanel: patterns.userPanel,
  adminLogin: patterns.adminLogin,
  forgotPassword: patterns.forgotPassword,
  registration: patterns.registration,
} as const;
