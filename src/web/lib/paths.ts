// Every route path of the SPA in one place (SPEC §2 route table).
const enc = encodeURIComponent;

/** The landing page's section of tool categories, which the public showcase leads back to. */
export const LANDING_CATEGORIES_ID = 'kategori';

export const paths = {
  root: '/',
  landing: '/landing',
  dashboard: '/dashboard',
  tools: '/tools',
  tool: (id: string) => `/tools/${enc(id)}`,
  toolsInCategory: (category: string) => `/tools/category/${enc(category)}`,
  tutorialsInCategory: (category: string) => `/learning/category/${enc(category)}`,
  workflowsInCategory: (category: string) => `/workflows/category/${enc(category)}`,
  categories: '/categories',
  learning: '/learning',
  tutorial: (id: string) => `/learning/${enc(id)}`,
  /** SPEC §2: category lists link to the list with that tutorial opened. */
  tutorialInList: (id: string) => `/learning?tutorial=${enc(id)}`,
  workflows: '/workflows',
  workflow: (id: string) => `/workflows/${enc(id)}`,
  workflowRun: (id: string) => `/workflows/${enc(id)}/execute`,
  prompts: '/prompt',
  prompt: (id: string) => `/prompt/${enc(id)}`,
  suggest: '/suggest',
  /** The Suggest Content form with its type chosen (SPEC §2 'Suggest a Tool' and the like). */
  suggestContent: (type?: string) => (type ? `/suggest?type=${enc(type)}` : '/suggest'),
  showcase: '/showcase',
  showcaseCategory: (category: string) => `/showcase/${enc(category)}`,
  /** The showcase's 'Back to Categories' (SPEC §2): public, as the showcase is for visitors. */
  landingCategories: `/landing#${LANDING_CATEGORIES_ID}`,
  affiliates: '/affiliates',
  admin: '/admin',
  /** The admin nav's User Panel link (DESIGN §7.2: leads to the dashboard). */
  userPanel: '/user',
  adminLogin: '/admin-login',
  forgotPassword: '/forgot-password',
  registration: '/registration/newuser',
} as const;
