import { LIST_HEADINGS } from '@shared/page-headings';
import { NEW_TAB } from '../../components/messages';
import { WORDS, categoryLabel, showingCount } from '@shared/glossary';
import { defineMessages } from '@shared/i18n/define-messages';
// Wording of the AI Tools screens (docs/product.md#tools).
export const TOOLS_MESSAGES = defineMessages('TOOLS_MESSAGES', {
  ...LIST_HEADINGS['/tools'],
  searchLabel: 'Cari alat AI',
  searchPlaceholder: 'Cari nama, fungsi atau ciri…',
  categoryLabel: 'Kategori',
  allCategories: 'Semua Kategori',
  pricingLabel: 'Harga',
  allPricing: 'Semua Harga',
  showing: showingCount('tool', 'tools'),
  suggest: 'Suggest a Tool',
  empty: 'No tools found',
  loadFailed: 'Gagal memuat data. Sila cuba lagi.',
  more: (n: number) => `+${n}`,
  notFound: 'Alat tidak dijumpai.',
  backToTools: `Kembali ke ${WORDS.aiTools}`,
  visitWebsite: 'Visit Website',
  description: 'Penerangan',
  keyFeatures: 'Ciri-ciri Utama',
  alternatives: 'Alternatif',
  similar: 'Alat Serupa',
  rating: (r: number) => `${r.toFixed(1)} / 5`,
  ratingLabel: (r: number) => `Penilaian ${r.toFixed(1)} daripada 5`,
  opensInNewTab: NEW_TAB,
  // The showcase title '{category} Tools' (docs/product.md#landing-affiliates-and-showcase) names the category as stored; the member's own
  // category screen is ours, in Malay.
  categoryTitle: (c: string) => `${c} Tools`,
  categoryPageTitle: (c: string) => `${WORDS.aiTools} ${categoryLabel(c)}`,
  categorySubtitle: (c: string) =>
    `${WORDS.aiTools} dalam kategori ${categoryLabel(c)}, disusun mengikut nama.`,
  backToCategories: 'Kembali ke Kategori',
  categoryEmpty: 'Tiada alat dalam kategori ini lagi.',
  showcaseAll: 'All AI Tools',
  showcaseBack: 'Back to Categories',
  relatedTutorials: 'Tutorial Berkaitan',
  relatedWorkflows: 'Workflow Berkaitan',
  showcaseSubtitle:
    'Koleksi alat AI pilihan Hab AI. Daftar untuk akses penuh kepada tutorial, workflow dan prompt.',
} as const);
