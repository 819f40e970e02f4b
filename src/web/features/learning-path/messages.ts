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
