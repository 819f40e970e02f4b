import { LIST_HEADINGS } from '@shared/page-headings';
import { TUTORIAL_MESSAGES } from '@shared/tutorials';
import { NEW_TAB } from '../../components/messages';
import { categoryLabel, showingCount } from '@shared/glossary';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of the tutorial screens (docs/product.md#tutorials).
export const TUTORIALS_MESSAGES = defineMessages('TUTORIALS_MESSAGES', {
  ...LIST_HEADINGS['/learning'],
  searchLabel: 'Cari tutorial',
  searchPlaceholder: 'Cari tajuk, pengajar, kategori atau langkah…',
  categoryLabel: 'Kategori',
  allCategories: 'Semua Kategori',
  difficultyLabel: 'Tahap',
  allDifficulties: 'Semua Tahap',
  showing: showingCount('tutorial', 'tutorials'),
  suggest: 'Suggest a Tutorial',
  empty: 'No tutorials found',
  loadFailed: 'Gagal memuat data. Sila cuba lagi.',
  notFound: TUTORIAL_MESSAGES.notFound,
  backToLearning: 'Kembali ke Tutorial',
  instructor: 'Pengajar',
  duration: 'Tempoh',
  play: (title: string) => `Mainkan video: ${title}`,
  // Issue 19: the video's language and captions, said before it plays.
  videoLanguage: { ms: 'Video dalam Bahasa Melayu', en: 'Video dalam Bahasa Inggeris' },
  captionsOn:
    'sari kata dihidupkan (untuk Bahasa Melayu: ⚙ Tetapan › Sari kata › Terjemah automatik)',
  noCaptions: 'tiada sari kata',
  // Issue 20: the same, short, on a list's card; and the video on YouTube itself.
  videoShort: { ms: 'Video BM', en: 'Video BI' },
  withCaptions: 'sari kata',
  watchOnYoutube: 'Tonton di YouTube',
  description: 'Penerangan',
  steps: 'Langkah-langkah',
  stepTools: (n: number) => `Alat untuk langkah ${n}`,
  resources: 'Sumber',
  opensInNewTab: NEW_TAB,
  relatedTools: 'Alat Berkaitan',
  ratingLabel: (r: number) => `Penilaian ${r.toFixed(1)} daripada 5`,
  categoryTitle: (c: string) => `Tutorial ${categoryLabel(c)}`,
  categorySubtitle: (c: string) =>
    `Tutorial dalam kategori ${categoryLabel(c)}, disusun mengikut tajuk.`,
  backToCategories: 'Kembali ke Kategori',
  categoryEmpty: 'Tiada tutorial dalam kategori ini lagi.',
} as const);

// Issue 21: the quiz after a tutorial. Issue 31: a failed attempt marks the wrong answers only,
// and waits; the right answers and explanations come with a pass.
export const QUIZ_MESSAGES_WEB = defineMessages('QUIZ_MESSAGES_WEB', {
  heading: 'Uji kefahaman',
  intro: (passMark: number, count: number) =>
    `${count} soalan. Lulus dengan ${passMark}% atau lebih untuk menandakan tutorial ini selesai.`,
  best: (percent: number, passed: boolean, attempts: number) =>
    `Markah terbaik anda: ${percent}%${passed ? ' · Lulus' : ''} · Cubaan: ${attempts}`,
  question: (n: number, total: number) => `Soalan ${n} daripada ${total}`,
  submit: 'Hantar jawapan',
  answerEvery: 'Jawab setiap soalan sebelum menghantar.',
  score: (score: number, total: number, percent: number) =>
    `Markah anda: ${score}/${total} (${percent}%)`,
  passed: 'Tahniah, anda lulus! Tutorial ini ditandakan selesai.',
  failed: (passMark: number) =>
    `Belum lulus. Anda perlukan ${passMark}% untuk lulus. Jawapan yang salah ditandakan di bawah.`,
  correct: 'Betul',
  wrong: 'Salah',
  /** The wait after a failed attempt, with the Kuala Lumpur time it ends ('3:10 petang'). */
  wait: (time: string) =>
    `Anda boleh mencuba lagi selepas pukul ${time}. Tonton semula tutorial sementara menunggu.`,
  reviewed: 'Anda telah lulus kuiz ini. Jawapan betul dan penerangannya ada di bawah.',
  rightAnswer: (answer: string) => `Jawapan betul: ${answer}`,
  retry: 'Cuba lagi',
  failedToSend: 'Jawapan tidak dapat dihantar. Sila cuba lagi.',
} as const);
