// Wording of the categories screen.

import { defineMessages } from '@shared/i18n/define-messages';

export const CATEGORIES_MESSAGES = defineMessages('CATEGORIES_MESSAGES', {
  title: 'Kategori',
  subtitle: 'Pilih kategori untuk melihat alat, tutorial dan workflow yang berkaitan.',
  top: 'Kategori Teratas',
  tools: (n: number) => `${n} alat`,
  tutorials: (n: number) => `${n} tutorial`,
  workflows: (n: number) => `${n} workflow`,
  items: (n: number) => `${n} item`,
  empty: 'Tiada kategori lagi.',
  loadFailed: 'Gagal memuat data. Sila cuba lagi.',
} as const);
