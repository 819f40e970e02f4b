import type { TransferFormat, TransferResource } from '@shared/transfer';
import { withQuery } from '../../lib/api-client';
import type { AdminListFilters } from './get-admin-list';
import { adminPath } from './resource';

/** GET /api/admin/{resource}/export: a download of the tab's current search (a plain link). */
export const exportUrl = (
  resource: TransferResource,
  format: TransferFormat,
  filters: AdminListFilters,
) => withQuery(`${adminPath(resource)}/export`, { q: filters.q, format });
