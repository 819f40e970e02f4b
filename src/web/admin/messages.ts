// Wording of the admin panel's frame (docs/product.md#admin-panel "Admin screens", "Admin"); each tab's own
// wording is in its folder's messages.ts, the shared parts' in components/messages.ts.

import type { AdminResource } from '@shared/admin';
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
  /** Each tab's name (the Audit tab names the part of the panel a write was in the same way). */
  tabs: {
    users: 'Users',
    tools: 'Tools',
    tutorials: 'Tutorials',
    workflows: 'Workflows',
    prompts: 'Prompts',
    categories: 'Categories',
    suggestions: 'Suggestions',
    feedback: 'Feedback',
    'learning-path': 'Learning Path',
    synonyms: 'Synonyms',
    audit: 'Audit',
    links: 'Link Health',
    reports: 'Laporan',
  } satisfies Record<AdminResource, string>,
  pendingBadge: (n: number) => `${n} pending`,
  pendingFailed: 'Failed to fetch pending users count',
} as const);
