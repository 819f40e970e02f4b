// Wording of the dashboard's Community dialog (docs/product.md#learning-path /dashboard).
export const COMMUNITY_MESSAGES = {
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
} as const;

// Issue 21: the learning-path certificate and its public check.
export const CERTIFICATE_PAGE_MESSAGES = {
  title: 'Sijil Laluan Pembelajaran',
  awardedTo: 'Dengan ini disahkan bahawa',
  completed: 'telah menamatkan laluan pembelajaran Hab AI, termasuk kuiz setiap tutorial:',
  issuedOn: (date: string) => `Dikeluarkan pada ${date}`,
  code: (code: string) => `Kod pengesahan: ${code}`,
  checkAt: (url: string) => `Semak di ${url}`,
  print: 'Cetak atau simpan PDF',
  loading: 'Memuatkan…',
  // Issue 21: the name is the member's to confirm before it is printed (and shown to anyone
  // who checks the code).
  confirmTitle: 'Tahniah! Sijil anda sedia untuk dikeluarkan',
  nameLabel: 'Nama pada sijil',
  nameHint: 'Nama ini dicetak pada sijil dan dipaparkan kepada sesiapa yang menyemak kodnya.',
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
} as const;
