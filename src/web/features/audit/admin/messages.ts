import { crudLabels, type CrudLabels } from '../../../admin/components/messages';
import type { AuditAction } from '@shared/admin';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of the Audit tab (issue 23).

export const AUDIT_MESSAGES = defineMessages('AUDIT_MESSAGES', {
  labels: {
    ...crudLabels('Audit entry', 'audit entries'),
    heading: 'Audit Log',
    searchLabel: 'Search the audit log',
    searchPlaceholder: 'Cari tindakan atau id item…',
    empty: 'No audit entries found',
    loadFailed: 'Failed to fetch the audit log. Please try again.',
  } satisfies CrudLabels,
  actor: 'Admin',
  allActors: 'Semua admin',
  action: 'Tindakan',
  allActions: 'Semua tindakan',
  resource: 'Bahagian',
  allResources: 'Semua bahagian',
  period: 'Tempoh',
  allTime: 'Sepanjang masa',
  lastDays: (days: number) => `${days} hari terakhir`,
  gone: 'Akaun telah dipadam',
  item: (id: string) => `Item: ${id}`,
  /** Issue 33: what a write did, in words (the log keeps the code). */
  actions: {
    create: 'Tambah',
    update: 'Kemas kini',
    delete: 'Padam',
    approve: 'Lulus',
    decline: 'Tolak pendaftaran',
    reject: 'Tolak cadangan',
    complete: 'Tanda selesai',
    add: 'Masukkan',
    remove: 'Keluarkan',
    'update-quiz': 'Kemas kini kuiz',
    'delete-quiz': 'Padam kuiz',
    import: 'Import',
    run: 'Semak pautan',
    'update-profile-name': 'Tukar nama paparan',
  } satisfies Record<AuditAction, string>,
  details: 'Butiran',
} as const);
