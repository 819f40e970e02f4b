// docs/product.md#connectivity-and-pwa "Connectivity and general"; the labels around them are the shell's own Malay.

import { defineMessages } from '@shared/i18n/define-messages';

export const CONNECTIVITY_MESSAGES = defineMessages('CONNECTIVITY_MESSAGES', {
  offline: 'You are offline',
  stillOffline: 'Still offline. Please check your connection.',
  restored: 'Connection restored',
  bannerLabel: 'Status sambungan',
  bannerBody: 'Some features may not work properly.',
  lastOnline: (time: string) => `Kali terakhir dalam talian: ${time}`,
  retry: 'Retry',
  dismiss: 'Dismiss',
  serverDown: 'Unable to connect to server',
  reload: 'Muat Semula',
} as const);
