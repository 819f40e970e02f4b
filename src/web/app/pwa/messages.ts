// Wording of the installable app (docs/product.md#connectivity-and-pwa: the install prompt describes the product as an AI app;
// "Shared chrome": Install and Later).

import { defineMessages } from '@shared/i18n/define-messages';

export const PWA_MESSAGES = defineMessages('PWA_MESSAGES', {
  installTitle: 'Pasang aplikasi Hab AI',
  // One line on a phone: the card comes up over a page already read, and stays small beside it
  // (a three-line card was the largest text on /tools, so Lighthouse took it for the page's LCP).
  installBody: 'Buka aplikasi AI ini terus dari skrin utama.',
  install: 'Install',
  later: 'Later',
  updateTitle: 'Versi baharu tersedia',
  updateBody: 'Muat semula halaman untuk menggunakan versi terkini Hab AI.',
  reload: 'Muat semula',
  notNow: 'Nanti',
} as const);
