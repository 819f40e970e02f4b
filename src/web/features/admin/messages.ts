// Wording of the admin screen.
export const ADMIN_MESSAGES = {
  title: 'Admin Panel',
  welcome: 'Selamat datang',
  body: 'Pengurusan pengguna, kandungan, kategori, cadangan, maklum balas dan laluan pembelajaran akan dibuka di sini.',
  back: 'Main Site',
} as const;
