import type { ReportKind } from '@shared/reports';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of the Laporan tab (issue 23, docs/product.md#admin-panel "Laporan").

export const REPORTS_MESSAGES = defineMessages('REPORTS_MESSAGES', {
  heading: 'Laporan',
  period: 'Tempoh',
  days: (days: number) => `${days} hari`,
  range: (from: string, to: string) => `Dari ${from} hingga ${to}`,
  loading: 'Memuatkan laporan…',
  loadFailed: 'Gagal memuatkan laporan. Sila cuba lagi.',
  retry: 'Cuba lagi',
  empty: 'Tiada data untuk tempoh ini.',
  sections: {
    searchMisses: 'Carian tanpa hasil',
    mostFavourited: 'Paling banyak disimpan',
    mostCopied: 'Paling banyak disalin',
    halfWatched: 'Tutorial ditonton separuh jalan',
    unfinishedWorkflows: 'Workflow tidak selesai',
    weeks: 'Ahli baharu & ahli aktif mingguan',
  },
  hints: {
    searchMisses:
      'Carian tanpa hasil dalam tempoh ini, mengikut bilangan ahli yang mencarinya (setiap ahli dikira sekali).',
    mostFavourited: 'Alat AI, tutorial, workflow dan prompt yang disimpan oleh ahli.',
    mostCopied: 'Bilangan hari ahli menyalin item (sekali sehari bagi setiap ahli).',
    halfWatched: "Ahli yang statusnya masih 'Sedang Tonton', terakhir ditonton dalam tempoh ini.",
    unfinishedWorkflows: 'Larian yang dimulakan dalam tempoh ini dan belum selesai.',
    weeks: 'Minggu bermula hari Isnin (waktu Malaysia).',
  },
  columns: {
    term: 'Carian',
    lastSeen: 'Terakhir dicari',
    item: 'Item',
    kind: 'Jenis',
    saves: 'Kali disimpan',
    copies: 'Kali disalin',
    tutorial: 'Tutorial',
    members: 'Ahli',
    workflow: 'Workflow',
    runs: 'Larian tidak selesai',
    stoppedAt: 'Kerap berhenti di',
    week: 'Minggu bermula',
    newMembers: 'Ahli baharu',
    activeMembers: 'Ahli aktif',
  },
  step: (n: number) => `Langkah ${n}`,
  kinds: {
    tool: 'Alat AI',
    tutorial: 'Tutorial',
    workflow: 'Workflow',
    prompt: 'Prompt',
  } satisfies Record<ReportKind, string>,
  /** The charts' text for screen readers: what the bars say. */
  chart: {
    /** `bars`: each bar as `bar` says it, joined with '; '. */
    top: (title: string, bars: string) => `Carta bar, ${title}: ${bars}.`,
    bar: (label: string, value: number) => `${label} ${value}`,
    /** `weeks`: each week as `week` says it, joined with '; '. */
    weeks: (weeks: string) => `Carta bar, ahli baharu dan ahli aktif mingguan: ${weeks}.`,
    week: (week: string, newMembers: number, activeMembers: number) =>
      `minggu ${week}, ${newMembers} baharu, ${activeMembers} aktif`,
  },
} as const);
