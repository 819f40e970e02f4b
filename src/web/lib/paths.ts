// Every route path of the SPA in one place (SPEC §2 route table).
const enc = encodeURIComponent;

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
  workflows: '/workflows',
  prompts: '/prompt',
  suggest: '/suggest',
  showcase: '/showcase',
  affiliates: '/affiliates',
  admin: '/admin',
  adminLogin: '/admin-login',
  forgotPassword: '/forgot-password',
  registration: '/registration/newuser',
} as const;
