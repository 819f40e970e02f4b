/**
 * The heading of each member list page, by its address: the page shows it (web/components/
 * page-header.tsx), and so does the page's HTML before any script has run
 * (server/http/page-shell.ts, docs/architecture.md#first-paint), in the same place and the same
 * size, so the page's largest text is on screen with its first paint.
 */

import { defineMessages } from './i18n/define-messages.js';

export const LIST_HEADINGS = defineMessages('LIST_HEADINGS', {
  '/tools': {
    title: 'AI Tools',
    subtitle: 'Terokai alat AI terbaik untuk kerja, perniagaan dan pembelajaran anda.',
  },
  '/learning': {
    title: 'Tutorial AI',
    subtitle: 'Tonton tutorial video langkah demi langkah dan kuasai alat AI satu demi satu.',
  },
  '/workflows': {
    title: 'AI Workflows',
    subtitle: 'Ikuti aliran kerja langkah demi langkah untuk menyiapkan tugasan dengan bantuan AI.',
  },
  '/prompt': {
    title: 'AI Prompts',
    subtitle: 'Prompt sedia guna untuk kerja, perniagaan dan pembelajaran anda. Salin dan cuba!',
  },
} as const satisfies Record<string, { title: string; subtitle: string }>);

export type ListHeading = (typeof LIST_HEADINGS)[keyof typeof LIST_HEADINGS];

/** The heading of the list page at `path` (an address without a query), or null. */
export function listHeading(path: string): ListHeading | null {
  return Object.hasOwn(LIST_HEADINGS, path)
    ? LIST_HEADINGS[path as keyof typeof LIST_HEADINGS]
    : null;
}
