import { WORDS } from '@shared/glossary';

import type { MilestoneKind } from '@shared/dashboard';
import { defineMessages } from '@shared/i18n/define-messages';
// Wording of the dashboard screen (docs/product.md#dashboard /dashboard, progress and streak). Status labels
// are the product's (docs/product.md#progress-and-streak), in src/shared/statuses.ts; the empty states and hints are ours.
export const DASHBOARD_MESSAGES = defineMessages('DASHBOARD_MESSAGES', {
  title: 'Dashboard',
  memberSince: (when: string) => `Ahli sejak ${when}`,
  adminPanel: 'Admin Panel',
  explore: 'Teroka Hab AI',
  liveClassTitle: `${WORDS.liveClass} setiap Selasa, 9 malam`,
  liveClass: 'Pautan kelas dikongsi dalam group pembelajaran.',
  liveClassLink: 'Buka group pembelajaran',
  links: {
    learning: ['Tutorial', 'Video tutorial AI langkah demi langkah'],
    tools: [WORDS.aiTools, 'Direktori alat AI mengikut kategori'],
    workflows: ['Workflow', 'Aliran kerja dengan pemasa'],
    prompts: ['Prompt', 'Prompt sedia untuk disalin'],
    categories: ['Kategori', 'Semua kategori dan kiraan kandungan'],
    affiliates: ['Affiliate', 'Kongsi Hab AI dan dapatkan komisen'],
  },
  loadFailed: 'Gagal memuat dashboard. Sila cuba lagi.',
  retry: 'Cuba lagi',
  progress: {
    heading: 'Kemajuan saya',
    tutorials: 'Tutorial selesai',
    tools: `${WORDS.aiTools} dicuba`,
    workflows: 'Workflow dicuba',
    count: (done: number, total: number) => `${done} daripada ${total}`,
    rate: (label: string, rate: number) => `${label}: ${rate}%`,
    emptyTitle: 'Belum ada kemajuan lagi',
    emptyBody:
      'Mula di sini: simpan tutorial atau alat AI ke kegemaran, kemudian tandakan statusnya apabila anda menonton atau mencubanya.',
    emptyAction: 'Pilih tutorial pertama',
  },
  streak: {
    heading: 'Streak pembelajaran',
    days: (n: number) => `${n} hari`,
    start:
      'Belum ada streak. Tonton tutorial, cuba alat AI atau jalankan workflow hari ini untuk bermula.',
    keepGoing: 'Anda belum belajar hari ini. Belajar hari ini untuk kekalkan streak anda!',
    doneToday: 'Hebat! Anda sudah belajar hari ini.',
    // Issue 21: the record beside the current streak.
    longest: (n: number) => `Streak terpanjang: ${n} hari`,
  },
  // Issue 21: milestones earned, as badges with the day each was earned.
  milestones: {
    heading: 'Pencapaian',
    earnedOn: (date: string) => `Dicapai ${date}`,
    quizzesPassed: (n: number) => `Kuiz lulus: ${n}`,
    none: 'Capai pencapaian pertama anda: selesaikan satu workflow atau belajar 7 hari berturut-turut.',
    names: {
      first_workflow: 'Workflow pertama selesai',
      streak_7: 'Streak 7 hari',
      path_completed: 'Laluan pembelajaran tamat',
      first_quiz: 'Kuiz pertama lulus',
    } satisfies Record<MilestoneKind, string>,
  },
  favorites: {
    tools: `${WORDS.aiTools} kegemaran`,
    workflows: 'Workflow kegemaran',
    tutorials: 'Tutorial kegemaran',
    prompts: 'Prompt kegemaran',
    toolsEmpty: 'Tekan Simpan pada halaman alat AI untuk menyimpannya di sini.',
    workflowsEmpty: 'Tekan Simpan pada halaman workflow untuk menyimpannya di sini.',
    tutorialsEmpty: 'Tekan Simpan pada halaman tutorial untuk menyimpannya di sini.',
    promptsEmpty: 'Tekan ikon hati pada kad prompt untuk menyimpannya di sini.',
    browse: 'Lihat semua',
    more: (n: number) => `+${n} lagi`,
    remarks: 'Catatan',
    keyFeatures: 'Ciri utama',
    tools_: 'Alat',
    status: 'Status',
  },
  // Issue 19: a clear start.
  start: {
    heading: 'Mula di sini',
    intro: 'Tiga langkah pertama untuk mula menggunakan AI hari ini:',
    actions: {
      tutorial: 'Tonton tutorial pendek',
      prompt: 'Salin prompt pertama anda',
      workflow: 'Cuba workflow ringkas',
    },
    done: 'Selesai',
    close: 'Tutup kad Mula di sini',
    closeFailed: 'Kad tidak dapat ditutup. Sila cuba lagi.',
  },
  favoritesEmpty: 'Belum ada kegemaran lagi',
  favoritesEmptyBody:
    'Tekan Simpan pada mana-mana tutorial, alat AI atau workflow, atau ikon hati pada prompt, dan ia akan muncul di sini.',
  // Issue 19: runs to continue, and the effort that shows.
  runs: {
    heading: 'Sambung belajar',
    resume: (step: number, total: number) => `Sambung: langkah ${step} daripada ${total}`,
    finished: (n: number) => `Workflow selesai: ${n}`,
    last: 'Terakhir',
  },
  featured: 'Tutorial pilihan',
  featuredEmpty: 'Tiada tutorial lagi.',
} as const);
