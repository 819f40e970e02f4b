import { LIST_HEADINGS } from '@shared/page-headings';
import { WORKFLOW_MESSAGES } from '@shared/workflows';
import { categoryLabel, moreTools, showingCount } from '@shared/glossary';
import { defineMessages } from '@shared/i18n/define-messages';
// Wording of the workflow screens (docs/product.md#workflows).
export const WORKFLOWS_MESSAGES = defineMessages('WORKFLOWS_MESSAGES', {
  ...LIST_HEADINGS['/workflows'],
  categoryTitle: (c: string) => `Workflow ${categoryLabel(c)}`,
  categoryEmpty: (c: string) => `Tiada workflow dalam kategori ${categoryLabel(c)} lagi.`,
  searchLabel: 'Cari workflow',
  searchPlaceholder: 'Cari tajuk, matlamat atau langkah…',
  categoryLabel: 'Kategori',
  allCategories: 'Semua Kategori',
  difficultyLabel: 'Tahap',
  allDifficulties: 'Semua Tahap',
  showing: showingCount('workflow', 'workflows'),
  suggest: 'Suggest a Workflow',
  empty: 'No workflows found',
  moreTools,
  tools: 'Alat',
  stepCount: (n: number) => `${n} langkah`,
  estimatedTime: 'Anggaran masa',

  notFound: WORKFLOW_MESSAGES.notFound,
  loadFailed: 'Gagal memuat workflow.',
  backToWorkflows: 'Kembali ke Workflows',
  goal: 'Matlamat',
  requiredTools: 'Alat Diperlukan',
  steps: 'Langkah-langkah',
  alternatives: 'Alternatif',
  start: 'Start Workflow',

  backToWorkflow: 'Kembali ke butiran workflow',
  stepOf: (n: number, total: number) => `Langkah ${n} daripada ${total}`,
  progressLabel: 'Kemajuan workflow',
  progressText: (done: number, total: number, percent: number) =>
    `${done} / ${total} langkah selesai (${percent}%)`,
  stepList: 'Senarai langkah',
  stepDone: 'selesai',
  stepCurrent: 'langkah semasa',
  completeNext: 'Complete & Next Step',
  completeWorkflow: 'Complete Workflow',
  previous: 'Previous Step',
  reset: 'Reset',
  noSteps: 'Workflow ini belum mempunyai langkah.',
  completed: 'Tahniah! Anda telah melengkapkan workflow ini.',
  completeFailed: 'Gagal merekodkan penyelesaian workflow. Sila cuba lagi.',
  // Issue 19: a kept run, resumed anywhere, and what finishing it shows.
  resume: (step: number, total: number) => `Sambung: langkah ${step} daripada ${total}`,
  runLoadFailed: 'Gagal memuat kemajuan workflow anda.',
  saveFailed:
    'Kemajuan workflow tidak dapat disimpan. Ia akan dicuba lagi pada langkah seterusnya.',
  timeTaken: 'Masa diambil',
  streak: 'Streak pembelajaran',
  streakDays: (n: number) => `${n} hari`,
  nextTitle: 'Cadangan seterusnya',
  nextKind: { workflow: 'Workflow', tutorial: 'Tutorial' },
  toDashboard: 'Ke Dashboard',

  timer: 'Pemasa',
  timerStart: 'Mula pemasa',
  timerPause: 'Jeda pemasa',
  timerReset: 'Set semula pemasa',
} as const);
