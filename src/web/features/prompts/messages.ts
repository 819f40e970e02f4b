import { LIST_HEADINGS } from '@shared/page-headings';
import { PROMPT_MESSAGES } from '@shared/prompts';
import { showingCount } from '@shared/glossary';
import { defineMessages } from '@shared/i18n/define-messages';
// Wording of the prompt screens (docs/product.md#prompts). The list and its modal speak English like the
// other lists; the full page /prompt/{id} has Malay labels (docs/product.md#prompts).
export const PROMPTS_MESSAGES = defineMessages('PROMPTS_MESSAGES', {
  ...LIST_HEADINGS['/prompt'],
  searchLabel: 'Cari prompt',
  searchPlaceholder: 'Cari tajuk atau penerangan…',
  categoryLabel: 'Kategori',
  allCategories: 'Semua Kategori',
  toolLabel: 'Alat',
  allTools: 'Semua Alat',
  showing: showingCount('prompt', 'prompts'),
  activeFilters: 'Penapis aktif',
  activeSearch: (q: string) => `“${q}”`,
  removeFilter: (label: string) => `Buang penapis ${label}`,
  suggest: 'Suggest a Prompt',
  empty: 'No prompts found',
  more: (n: number) => `+${n}`,
  copied: 'Prompt copied!',
  // Issue 20: a card copies without opening the modal (the list's own English wording).
  copyOf: (title: string) => `Copy prompt: ${title}`,
  copyFailed: 'Prompt tidak dapat disalin. Sila salin secara manual.',
  fullPage: 'Lihat halaman penuh',
  // The detail page (docs/product.md#prompts).
  notFound: PROMPT_MESSAGES.notFound,
  loadFailedTitle: 'Error',
  loadFailed: 'Gagal memuat prompt. Silakan coba lagi.',
  back: 'Kembali',
  copiedMalay: 'Prompt disalin!',
} as const);

/** The section labels of a prompt, in the language of the screen that shows it. */
export interface PromptLabels {
  category: string;
  difficulty: string;
  tools: string;
  promptText: string;
  copy: string;
  copied: string;
  usageTips: string;
}

/** The modal on the list (docs/product.md#prompts: Copy, 'Prompt copied!'). */
export const MODAL_LABELS: PromptLabels = defineMessages('MODAL_LABELS', {
  category: 'Category',
  difficulty: 'Difficulty',
  tools: 'Compatible Tools',
  promptText: 'Prompt',
  copy: 'Copy',
  copied: PROMPTS_MESSAGES.copied,
  usageTips: 'Usage Tips',
});

/** /prompt/{id} (docs/product.md#prompts: Malay labels, Salin, 'Prompt disalin!'). */
export const PAGE_LABELS: PromptLabels = defineMessages('PAGE_LABELS', {
  category: 'Kategori',
  difficulty: 'Tahap Kesukaran',
  tools: 'Alat Serasi',
  promptText: 'Teks Prompt',
  copy: 'Salin',
  copied: PROMPTS_MESSAGES.copiedMalay,
  usageTips: 'Tips Penggunaan',
});

// Issue 19: a workflow step's prompts from the library, to copy or open in an AI chat.
export const STEP_PROMPTS_MESSAGES = defineMessages('STEP_PROMPTS_MESSAGES', {
  stepPrompts: 'Prompt untuk langkah ini',
  copyPrompt: 'Salin',
  copyPromptOf: (title: string) => `Salin prompt: ${title}`,
  promptCopied: PROMPTS_MESSAGES.copiedMalay,
  openIn: (chat: string, title: string) => `Buka ${title} dalam ${chat}`,
  pasteIn: (chat: string) => `Prompt disalin. Tampal dalam ${chat}.`,
} as const);

// Issue 21: a prompt with blanks (`${nama}`) is filled in before it is copied or opened.
export const BLANKS_MESSAGES = defineMessages('BLANKS_MESSAGES', {
  title: 'Isi tempat kosong',
  description: 'Isikan butiran anda. Prompt disalin atau dibuka dengan jawapan anda.',
  fields: 'Tempat kosong',
  preview: 'Pratonton',
  copy: 'Salin',
  openIn: (chat: string) => `Buka dalam ${chat}`,
  pasteIn: STEP_PROMPTS_MESSAGES.pasteIn,
  remembered: 'Jawapan anda disimpan untuk kali seterusnya.',
  forget: 'Lupakan jawapan tersimpan',
  forgotten: 'Jawapan tersimpan telah dilupakan.',
  forgetFailed: 'Jawapan tersimpan tidak dapat dilupakan. Sila cuba lagi.',
} as const);
