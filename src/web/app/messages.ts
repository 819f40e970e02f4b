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

/** Each page's title, by the key its route names (router.tsx, app/route-title.tsx). */
export const PAGE_TITLES = defineMessages('PAGE_TITLES', {
  aiTools: 'AI Tools',
  adminPanel: 'Admin Panel',
  unsubscribe: 'Berhenti Melanggan',
  suggest: 'Cadang Kandungan',
  registration: 'Daftar Akaun',
  dashboard: 'Dashboard',
  landing: 'Hab Pembelajaran AI',
  notFound: 'Halaman tidak dijumpai',
  workflowRun: 'Jalankan Workflow',
  categories: 'Kategori',
  adminLogin: 'Log Masuk Admin',
  forgotPassword: 'Lupa Kata Laluan',
  affiliates: 'Program Affiliate',
  prompts: 'Prompt',
  verifyCertificate: 'Semak Sijil',
  certificate: 'Sijil',
  resetPassword: 'Tetapkan Kata Laluan Baru',
  tutorials: 'Tutorial',
  workflows: 'Workflow',
} as const);

/** The frame's words for screen readers and the language choice (issue 33). */
export const FRAME_MESSAGES = defineMessages('FRAME_MESSAGES', {
  skipToContent: 'Langkau ke kandungan',
  loading: 'Memuatkan…',
  footerLinks: 'Pautan footer',
  mainNav: 'Navigasi utama',
  language: 'Bahasa',
  languageFailed: 'Bahasa tidak dapat ditukar. Sila cuba lagi.',
  /** The toaster's region and its close button, as screen readers name them. */
  notifications: 'Notifikasi',
  closeNotification: 'Tutup notifikasi',
} as const);
