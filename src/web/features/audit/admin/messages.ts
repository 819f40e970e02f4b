import { crudLabels, type CrudLabels } from '../../../admin/components/messages';
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
  details: 'Butiran',
} as const);
