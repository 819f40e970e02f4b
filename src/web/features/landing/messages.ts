// Landing page wording (SPEC §2 /landing). Marketing copy is ours, in Malay.
export const LANDING_MESSAGES = {
  heroTitle: 'Kuasai AI untuk kerja dan perniagaan anda',
  heroBody:
    'Hab AI ialah hab pembelajaran AI dalam Bahasa Melayu: direktori alat AI, tutorial video, workflow langkah demi langkah dan prompt sedia guna, semuanya di satu tempat.',
  register: 'Daftar Sekarang',
  showcase: 'Lihat Koleksi Alat AI',
  videoTitle: 'Tonton pengenalan Hab AI',
  playVideo: 'Mainkan video pengenalan',
  featuresTitle: 'Apa yang anda dapat',
  features: [
    ['Direktori Alat AI', 'Lebih 50 alat AI terpilih, disusun mengikut kategori dan harga.'],
    ['Tutorial Video', 'Belajar langkah demi langkah bersama tenaga pengajar tempatan.'],
    ['Workflow Berpandu', 'Ikut langkah kerja lengkap dengan pemasa dan jejak kemajuan.'],
    [
      'Prompt Sedia Guna',
      'Salin prompt yang telah diuji untuk penulisan, pemasaran dan perniagaan.',
    ],
  ],
  liveClass: 'Kelas live setiap hari Selasa, jam 9 malam.',
  loginTitle: 'Log Masuk Ahli',
  loginSubtitle: 'Sudah menjadi ahli? Log masuk untuk teruskan pembelajaran.',
  affiliates: 'Program Affiliate',
  footer: (year: number) => `© ${year} Hab AI. Hak cipta terpelihara.`,
} as const;

// SPEC §2 landing sign-up form, §5 landing sign-up rules, §7 'Redirect Failed'.
export const SIGNUP_MESSAGES = {
  toggle: 'Buat Akaun Baru',
  backToLogin: 'Sudah ada akaun? Log masuk',
  title: 'Buat Akaun Baru',
  subtitle:
    'Isi butiran di bawah. Anda akan dibawa ke borang pesanan untuk melengkapkan pendaftaran.',
  username: 'Username',
  password: 'Kata Laluan',
  confirm: 'Sahkan Kata Laluan',
  submit: 'Teruskan ke Borang Pesanan',
  redirectFailedTitle: 'Redirect Failed',
  redirectFailed: 'Tidak dapat membuka borang pesanan. Sila cuba lagi.',
} as const;
