/** Said to screen readers after a link that opens another site in a new tab. */

import { defineMessages } from '@shared/i18n/define-messages';

export const NEW_TAB = '(dibuka dalam tab baharu)';

// Wording of the shared chrome pieces (docs/product.md#routes-and-guards "Shared chrome"), used by the member navbar and
// the admin panel alike.
export const CHROME_MESSAGES = defineMessages('CHROME_MESSAGES', {
  welcome: 'Selamat datang',
  adminBadge: 'Admin',
  logout: 'Logout',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  // Issue 20: a toggle, pressed when the dark theme is on.
  darkTheme: 'Tema gelap',
  /** Said to screen readers after a link that opens another site in a new tab. */
  newTab: NEW_TAB,
  close: 'Tutup',
} as const);

// Wording of a member's own controls on a tool, tutorial or workflow page (docs/product.md#errors-and-messages).
// Labels of the statuses are the product's (docs/product.md#progress-and-streak), in src/shared/statuses.ts; the rest is ours.
export const MEMBER_ITEM_MESSAGES = defineMessages('MEMBER_ITEM_MESSAGES', {
  statusLabel: 'Status',
  statusFailed: 'Status tidak dapat disimpan. Sila cuba lagi.',
  // Issue 19: a change of status says it was saved; a tutorial is marked done with one press.
  statusSaved: (label: string) => `Status disimpan: ${label}`,
  markDone: 'Tandakan selesai',
  markedDone: 'Tahniah! Tutorial ini ditandakan selesai.',
  // Issue 21: the player has passed 90% of the video.
  almostDone: 'Hampir habis ditonton. Tandakan tutorial ini selesai?',
  notYet: 'Belum lagi',
  remarksHeading: 'Catatan saya',
  addRemarks: 'Tambah catatan',
  editRemarks: 'Edit catatan',
  remarksDialogTitle: 'Catatan peribadi',
  remarksDialogDescription: 'Hanya anda yang boleh melihat catatan ini.',
  remarksLabel: 'Catatan',
  remarksSave: 'Simpan catatan',
  remarksCancel: 'Batal',
} as const);

// Issue 20: a page whose data cannot load while offline says so, instead of loading for ever.
// The title is the product's connection wording (docs/product.md#errors-and-messages).
export const OFFLINE_PAGE_MESSAGES = defineMessages('OFFLINE_PAGE_MESSAGES', {
  title: 'No internet connection',
  body: 'Halaman ini akan dimuatkan sebaik sahaja sambungan kembali.',
  stillOffline: 'Still offline. Please check your connection.',
  retry: 'Cuba lagi',
} as const);
