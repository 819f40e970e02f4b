import { WORDS } from '@shared/glossary-words';
import { defineMessages } from '@shared/i18n/define-messages';

// Landing page wording (docs/product.md#landing-affiliates-and-showcase /landing). Marketing copy is ours, in Malay.
export const LANDING_MESSAGES = defineMessages('LANDING_MESSAGES', {
  heroBadge: 'Hab pembelajaran AI dalam Bahasa Melayu',
  heroTitle: 'Kuasai AI untuk kerja dan perniagaan anda',
  heroBody:
    'Direktori alat AI, tutorial video, workflow berpandu dan prompt sedia guna, semuanya di satu tempat.',
  register: 'Daftar Sekarang',
  showcase: 'Lihat Koleksi Alat AI',
  videoHeading: 'Kenali Hab AI',
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
  benefitsTitle: 'Kenapa belajar di Hab AI?',
  benefits: [
    'Semua penerangan dalam Bahasa Melayu yang mudah difahami.',
    `Kandungan baharu ditambah dan ${WORDS.updated} dari semasa ke semasa.`,
    'Simpan kegemaran, catat kemajuan dan kekalkan streak pembelajaran anda.',
    'Cadangkan alat atau tutorial baharu terus kepada pasukan Hab AI.',
  ],
  categoriesTitle: 'Terokai alat AI mengikut kategori',
  categoriesBody: 'Pilih kategori untuk melihat alat AI di dalamnya, tanpa perlu log masuk.',
  categoryLink: (category: string) => `Alat AI kategori ${category}`,
  liveClass: `${WORDS.liveClass} setiap hari Selasa, jam 9 malam.`,
  closingTitle: 'Sedia untuk bermula?',
  closingBody: 'Sertai ahli Hab AI hari ini dan mula gunakan AI dalam kerja harian anda.',
  loginTitle: 'Log Masuk Ahli',
  loginSubtitle: 'Sudah menjadi ahli? Log masuk untuk teruskan pembelajaran.',
  // Issue 19: the way to the registration page, for people who have paid (the order form stays
  // the call to action for those who have not).
  paidQuestion: 'Sudah membuat pembayaran?',
  paidRegister: 'Daftar akaun ahli anda di sini',
  affiliates: 'Program Affiliate',
} as const);

// docs/product.md#landing-affiliates-and-showcase landing sign-up form, landing sign-up rules, 'Redirect Failed'.
export const SIGNUP_MESSAGES = defineMessages('SIGNUP_MESSAGES', {
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
} as const);
