// Wording of the dashboard's Community dialog (docs/product.md#learning-path /dashboard).

import { defineMessages } from '@shared/i18n/define-messages';

export const COMMUNITY_MESSAGES = defineMessages('COMMUNITY_MESSAGES', {
  button: 'Community',
  title: 'Community',
  description: 'Laluan pembelajaran yang disusun oleh admin. Ikut tutorial mengikut susunan.',
  listLabel: 'Laluan pembelajaran',
  startHere: 'mula di sini',
  step: (n: number) => `Langkah ${n}`,
  empty: 'Tiada tutorial pembelajaran ditetapkan lagi',
  emptyHint: 'Admin akan menetapkan laluan pembelajaran tidak lama lagi.',
  loadFailed: 'Gagal memuat data. Sila cuba lagi.',
  joinGroup: 'Sertai group pembelajaran',
} as const);

// Issue 21: the learning-path certificate and its public check.
export const CERTIFICATE_PAGE_MESSAGES = defineMessages('CERTIFICATE_PAGE_MESSAGES', {
  title: 'Sijil Laluan Pembelajaran',
  awardedTo: 'Dengan ini disahkan bahawa',
  username: (username: string) => `Nama pengguna: ${username}`,
  completed:
    'telah menyelesaikan tutorial laluan pembelajaran Hab AI berikut dan lulus kuiz setiap tutorial yang mempunyai kuiz:',
  issuedOn: (date: string) => `Dikeluarkan pada ${date}`,
  code: (code: string) => `Kod pengesahan: ${code}`,
  checkAt: (url: string) => `Semak di ${url}`,
  print: 'Cetak atau simpan PDF',
  loading: 'Memuatkan…',
  // Issue 31: the name is the member's profile name, set and changed in Edit Profil only.
  confirmTitle: 'Tahniah! Sijil anda sedia untuk dikeluarkan',
  nameLabel: 'Nama pada sijil',
  nameHint:
    'Nama ini ialah Nama Paparan profil anda. Ia dicetak pada sijil dan dipaparkan kepada sesiapa yang menyemak kodnya; tukar di Edit Profil.',
  editProfile: 'Buka Edit Profil',
  issue: 'Keluarkan sijil',
  notEarnedTitle: 'Sijil belum diperoleh',
  toPath: 'Lihat laluan pembelajaran',
  loadFailed: 'Sijil tidak dapat dimuatkan. Sila cuba lagi.',
  retry: 'Cuba lagi',
  // The public check.
  checkTitle: 'Semak Sijil',
  valid: 'Sijil ini sah.',
  checkFailed: 'Sijil tidak dapat disemak. Sila cuba lagi.',
  // The dashboard.
  cardTitle: 'Sijil anda sedia',
  cardBody: 'Tahniah! Anda telah menamatkan laluan pembelajaran.',
  cardLink: 'Lihat sijil',
} as const);
