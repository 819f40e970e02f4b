// Shell wording (docs/product.md#connectivity-and-pwa "Shared chrome", "Connectivity and general").

import { defineMessages } from '@shared/i18n/define-messages';

export const SHELL_MESSAGES = defineMessages('SHELL_MESSAGES', {
  brand: 'Hab AI',
  nav: {
    dashboard: 'Dashboard',
    tutorial: 'Tutorial',
    tools: 'Tools',
    workflow: 'Workflow',
    prompt: 'Prompt',
  },
  loading: 'Please wait while we load your content',
  errorTitle: 'Something went wrong',
  errorBody: 'We encountered an unexpected error. Please try refreshing the page.',
  tryAgain: 'Try Again',
  accessDenied: 'Access Denied',
  accessDeniedBody: 'Anda perlu log masuk sebagai admin untuk melihat halaman ini.',
  toAdminLogin: 'Pergi ke Admin Login',
  adminRequired: 'Admin Access Required',
  adminRequiredBody: (role: string) =>
    `Halaman ini untuk admin sahaja. Peranan semasa anda: ${role}`,
  toDashboard: 'Kembali ke Dashboard',
  footerTagline: 'Hab pembelajaran AI untuk komuniti Malaysia.',
  footerRights: (year: number) => `© ${year} Hab AI. Hak cipta terpelihara.`,
} as const);
