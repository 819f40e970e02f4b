import { crudLabels, type CrudLabels } from '../../../admin/components/messages';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of the Synonyms tab (issue 22, docs/product.md#search-everything).

export const SYNONYMS_ADMIN_MESSAGES = defineMessages('SYNONYMS_ADMIN_MESSAGES', {
  labels: {
    ...crudLabels('Synonym group', 'synonym groups'),
    heading: 'Manage Synonyms',
    loadFailed: 'Failed to fetch synonym groups. Please try again.',
    addFailed: 'Failed to add synonym group',
    updateFailed: 'Failed to update synonym group',
    deleteFailed: () => 'Failed to delete synonym group',
    deleted: (name: string) => `Synonym group ${name} deleted successfully`,
  } satisfies CrudLabels,
  intro:
    'Carian di seluruh Hab AI mencari setiap perkataan dalam kumpulan yang sama: "gambar" turut menjumpai "imej" dan "image".',
  form: {
    words: 'Perkataan',
    word: 'Perkataan',
    addWord: 'Tambah perkataan',
  },
  misses: {
    title: 'Carian tanpa hasil',
    hint: 'Perkataan yang dicari ahli tetapi tiada hasil: tambah sinonim atau kandungan untuknya. Paling ramai ahli dahulu; setiap ahli dikira sekali sehari.',
    empty: 'Belum ada carian tanpa hasil.',
    term: 'Carian',
    members: 'Ahli',
    count: 'Kali',
    lastSeen: 'Terakhir',
    loadFailed: 'Gagal memuat carian tanpa hasil.',
  },
} as const);
