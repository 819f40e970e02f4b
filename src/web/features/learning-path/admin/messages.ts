import { CRUD_MESSAGES } from '../../../admin/components/messages';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of this admin tab (docs/product.md#learning-path).

export const LEARNING_PATH_ADMIN_MESSAGES = defineMessages('LEARNING_PATH_ADMIN_MESSAGES', {
  heading: 'Learning Path',
  intro:
    'Pilih sehingga 3 tutorial. Ahli melihatnya mengikut susunan ini dalam dialog Community di dashboard.',
  slot: (n: number) => `Slot ${n}`,
  search: (n: number) => `Cari tutorial untuk slot ${n}`,
  searchPlaceholder: 'Cari tutorial…',
  select: (n: number) => `Tutorial slot ${n}`,
  none: 'Tiada',
  moreThanShown: (shown: number, total: number) =>
    `Menunjukkan ${shown} daripada ${total} tutorial. Taip untuk mencari.`,
  noMatch: 'Tiada tutorial sepadan.',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Laluan pembelajaran berjaya disimpan!',
  saveFailed: (message: string) => `Gagal menyimpan: ${message}`,
  loadFailed: (message: string) => `Gagal memuat data: ${message}`,
  retry: CRUD_MESSAGES.retry,
} as const);
