import { showingCount } from '@shared/glossary';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of the parts every management tab shares (docs/product.md#admin-panel "Admin").

/** The buttons and dialog every management tab shares. */
export const CRUD_MESSAGES = defineMessages('CRUD_MESSAGES', {
  edit: 'Edit',
  editItem: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteItem: (name: string) => `Delete ${name}`,
  deleting: 'Deleting...',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  confirmTitle: (name: string) => `Delete ${name}?`,
  allStatuses: 'All Statuses',
  // After a failed load (the Learning Path tab and the Tutorials tab's path buttons).
  retry: 'Cuba lagi',
} as const);

/** Everything a management tab says about its kind of item; `crudLabels` fills the usual ones. */
export interface CrudLabels {
  /** The kind of item, as the success toasts name it ('Tool'; 'Alat AI' in Bahasa Melayu). */
  kind: string;
  heading: string;
  searchLabel: string;
  searchPlaceholder: string;
  count: (n: number) => string;
  /** docs/product.md#admin-panel empty state, e.g. 'No tools found'. */
  empty: string;
  loadFailed: string;
  add: string;
  addTitle: string;
  editTitle: string;
  confirmBody: (name: string) => string;
  deleteFailed: (name: string) => string;
  addFailed: string;
  updateFailed: string;
  /**
   * The specification's own success toasts for this kind (tools' 'Tool ditambah!', users' 'User
   * {name} deleted successfully'); without them, ADMIN_TOASTS. Their Bahasa Melayu and English
   * entries say what ADMIN_TOASTS says (admin-toasts.test.ts).
   */
  added?: string;
  updated?: string;
  deleted?: (name: string) => string;
  /** A failed add's toast title; `addFailed` then becomes its description (tools: 'Ralat'). */
  addFailedTitle?: string;
}

/** The usual labels of a content tab from its names: crudLabels('Tool', 'tools'). */
export function crudLabels(singular: string, plural: string): CrudLabels {
  return {
    kind: singular,
    heading: `Manage ${singular}s`,
    searchLabel: `Search ${plural}`,
    searchPlaceholder: `Search ${plural}…`,
    count: showingCount(singular.toLowerCase(), plural),
    empty: `No ${plural} found`,
    loadFailed: `Failed to fetch ${plural}. Please try again.`,
    add: `Add ${singular}`,
    addTitle: `Add ${singular}`,
    editTitle: `Edit ${singular}`,
    confirmBody: (name) => `"${name}" will be deleted. This cannot be undone.`,
    deleteFailed: () => 'Failed to delete',
    addFailed: 'An unexpected error occurred',
    updateFailed: `Failed to update ${singular.toLowerCase()}`,
  };
}

/**
 * Issue 33: one toast per action on every management tab. In Campur the specification's wording
 * ('Item added successfully', '… deleted successfully'); in Bahasa Melayu and English one pattern
 * that names the kind ('Tutorial berjaya ditambah', 'Tutorial added').
 */
export const ADMIN_TOASTS = defineMessages('ADMIN_TOASTS', {
  added: (_kind: string) => 'Item added successfully',
  updated: (_kind: string) => 'Item updated successfully',
  deleted: (kind: string, _name: string) => `${kind} deleted successfully`,
} as const);

type SuccessAction = 'added' | 'updated' | 'deleted';

/** The toast after a tab's add, edit or delete: the kind's own words, else ADMIN_TOASTS. */
export function successToast(labels: CrudLabels, action: SuccessAction, name = ''): string {
  if (action === 'deleted')
    return labels.deleted?.(name) ?? ADMIN_TOASTS.deleted(labels.kind, name);
  return labels[action] ?? ADMIN_TOASTS[action](labels.kind);
}

/** TextListField's own words. */
export const TEXT_LIST_MESSAGES = defineMessages('TEXT_LIST_MESSAGES', {
  row: (label: string, n: number) => `${label} ${n}`,
  remove: (label: string, n: number) => `Remove ${label.toLowerCase()} ${n}`,
} as const);

/** The tool picker of steps and prompts (docs/product.md#admin-panel "Tool picker"). */
export const TOOL_PICKER_MESSAGES = defineMessages('TOOL_PICKER_MESSAGES', {
  input: (list: string) => `Tool name for ${list}`,
  placeholder: 'Type a tool name, then Enter',
  add: 'Add',
  addTo: (list: string) => `Add to ${list}`,
  selected: (list: string) => `${list} selected`,
  none: 'None selected yet.',
  remove: (name: string, list: string) => `Remove ${name} from ${list}`,
  suggested: 'Suggested tools',
  matches: 'Tools from the list',
  blank: 'Type a tool name first.',
  duplicate: (name: string) => `${name} is already selected.`,
  added: (name: string) => `${name} added`,
  removed: (name: string) => `${name} removed`,
} as const);

/** Issue 19: the same picker choosing a workflow step's prompts from the library, by title. */
export const PROMPT_PICKER_MESSAGES = defineMessages('PROMPT_PICKER_MESSAGES', {
  ...TOOL_PICKER_MESSAGES,
  input: (list: string) => `Prompt title for ${list}`,
  placeholder: 'Type a prompt title, then Enter',
  matches: 'Prompts from the library',
  blank: 'Type a prompt title first.',
} as const);

/** The steps editor of tutorials and workflows (docs/product.md#admin-panel: steps numbered 1..n). */
export const STEPS_MESSAGES = defineMessages('STEPS_MESSAGES', {
  steps: 'Steps',
  step: (n: number) => `Step ${n}`,
  field: (n: number, field: string) => `Step ${n} ${field.toLowerCase()}`,
  description: 'Description',
  remove: (n: number) => `Remove step ${n}`,
  add: 'Add Step',
  none: 'No steps yet. Steps without a title are left out when saving.',
} as const);

/** Issue 23: the Export and Import controls of the content tabs (docs/product.md#export-and-import). */
export const TRANSFER_UI_MESSAGES = defineMessages('TRANSFER_UI_MESSAGES', {
  exportCsv: 'Eksport CSV',
  exportJson: 'Eksport JSON',
  /** Said after the link's text to screen readers: what the download holds. */
  exportScope: (searching: boolean) => (searching ? ' (hasil carian semasa)' : ' (semua)'),
  import: 'Import',
  title: (heading: string) => `Import: ${heading}`,
  description:
    'Pilih fail .csv atau .json (seperti fail eksport). Tiada apa-apa disimpan sehingga anda menekan butang Import.',
  file: 'Fail (.csv atau .json)',
  wrongType: 'Pilih fail .csv atau .json.',
  checking: 'Menyemak fail...',
  row: 'Baris',
  name: 'Nama',
  status: 'Status',
  statuses: { new: 'Baru', duplicate: 'Pendua', invalid: 'Ralat' },
  summary: (fresh: number, duplicate: number) =>
    `${fresh} baris baru, ${duplicate} pendua — sedia untuk diimport.`,
  shown: (shown: number, total: number) =>
    `Menunjukkan ${shown} daripada ${total} baris (baris dengan ralat dahulu).`,
  duplicates: 'Item yang sudah wujud (pendua)',
  skip: 'Langkau',
  update: 'Kemas kini',
  submit: (rows: number) => `Import ${rows} baris`,
  importing: 'Mengimport...',
  cancel: 'Batal',
  done: (created: number, updated: number, skipped: number) =>
    `Import selesai: ${created} ditambah, ${updated} dikemas kini, ${skipped} dilangkau.`,
  failed: 'Import gagal',
} as const);
