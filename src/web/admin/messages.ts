// Wording of the admin panel's frame (docs/product.md#admin-panel "Admin screens", "Admin"); each tab's own
// wording is in its folder's messages.ts, the shared parts' in components/messages.ts.

import { defineMessages } from '@shared/i18n/define-messages';

export const ADMIN_UI = defineMessages('ADMIN_UI', {
  title: 'Admin Panel',
  skipToContent: 'Langkau ke kandungan',
  nav: {
    label: 'Navigasi admin',
    dashboard: 'Dashboard',
    mainSite: 'Main Site',
    userPanel: 'User Panel',
  },
  stats: {
    label: 'Statistik',
    totalUsers: 'Total Users',
    pendingUsers: 'Pending Users',
    tools: 'AI Tools',
    tutorials: 'Tutorials',
    workflows: 'Workflows',
    categories: 'Categories',
  },
  tabsLabel: 'Bahagian pengurusan',
  pendingBadge: (n: number) => `${n} pending`,
  pendingFailed: 'Failed to fetch pending users count',
} as const);
