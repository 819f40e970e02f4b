import { WORDS } from '@shared/glossary-words';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of the affiliate page (docs/product.md#landing-affiliates-and-showcase /affiliates). The figures are docs/product.md#landing-affiliates-and-showcase's; the
// marketing copy is ours, in Malay.
const COMMISSION_MAX_PERCENT = 70;
const PAYOUT_PER_PURCHASE_RM = 69;

export const AFFILIATES_MESSAGES = defineMessages('AFFILIATES_MESSAGES', {
  home: 'Laman Utama',
  dashboard: 'Dashboard',
  heroBadge: 'Program Affiliate Hab AI',
  title: 'Kongsi Hab AI, jana pendapatan sampingan',
  intro: `Jadi affiliate Hab AI dan terima komisen sehingga ${COMMISSION_MAX_PERCENT}% bagi setiap pembelian yang sah melalui pautan anda.`,
  register: 'Daftar Sebagai Affiliate',
  portal: 'Log Masuk Portal Affiliate',
  supportGroup: 'Sertai Group Sokongan',
  highlightsLabel: 'Ringkasan komisen',
  highlights: [
    [`Sehingga ${COMMISSION_MAX_PERCENT}%`, 'komisen bagi setiap jualan'],
    [`RM${PAYOUT_PER_PURCHASE_RM}`, 'bagi setiap pembelian yang sah'],
    ['Setiap Khamis', 'komisen dikreditkan ke akaun anda'],
  ],
  stepsTitle: 'Mula dalam 3 langkah',
  steps: {
    register: [
      'Daftar sebagai affiliate',
      'Isi borang pendaftaran affiliate; ia hanya mengambil masa beberapa minit.',
    ],
    portal: [
      'Log masuk ke portal affiliate',
      'Dapatkan pautan affiliate anda dan semak jualan serta komisen di portal.',
    ],
    support: [
      'Sertai group chat sokongan',
      'Dapatkan tip promosi, bahan pemasaran dan bantuan daripada pasukan Hab AI.',
    ],
  },
  benefitsTitle: 'Kelebihan menjadi affiliate',
  benefits: [
    [
      `Komisen sehingga ${COMMISSION_MAX_PERCENT}%`,
      'Komisen yang lumayan bagi setiap jualan yang anda bawa.',
    ],
    [
      `RM${PAYOUT_PER_PURCHASE_RM} setiap pembelian`,
      'Setiap pembelian yang sah melalui pautan anda dikira.',
    ],
    ['Bayaran setiap Khamis', 'Komisen dikreditkan setiap minggu, pada hari Khamis.'],
    ['Kongsi pautan sahaja', 'Tiada stok atau penghantaran untuk diurus.'],
  ],
  whyTitle: 'Kenapa kongsi Hab AI?',
  why: [
    'Kandungan AI dalam Bahasa Melayu, mudah difahami oleh rakan dan keluarga anda.',
    'Direktori alat AI, tutorial video, workflow dan prompt dalam satu langganan.',
    `${WORDS.liveClass} setiap Selasa, jam 9 malam, untuk setiap ahli.`,
    'Permintaan terhadap kemahiran AI semakin meningkat di Malaysia.',
  ],
  closingTitle: 'Sedia untuk mula berkongsi?',
  closingBody: 'Daftar hari ini, kongsi pautan anda dan terima komisen setiap Khamis.',
} as const);
