import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_RESOURCES,
  AUDIT_PERIODS,
  type AuditActorsResponse,
  type AdminResource,
  type AuditAction,
  type AuditEntryResponse,
  AUDIT_ACTIONS,
} from '@shared/admin';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { api } from '../../../lib/api-client';
import { dateAndTime } from '../../../lib/format';
import { adminKeys } from '../../../lib/query-keys';
import { AdminList, type AdminFilter } from '../../../admin/components/admin-list';
import { useAdminFilters } from '../../../admin/hooks/use-admin-filters';
import { ADMIN_UI } from '../../../admin/messages';
import { AUDIT_MESSAGES as M } from './messages';

/** The actions admin writes record (admin/write.ts callers). */
const option = (value: string, label: string) => ({ value, label });

function useActors() {
  return useQuery({
    queryKey: [...adminKeys.resource('audit').all, 'actors'],
    queryFn: ({ signal }) => api<AuditActorsResponse>('/api/admin/audit/actors', { signal }),
  });
}

/**
 * The Audit tab (issue 23): every admin write — who, what, which item, when — newest first,
 * filtered by admin, action, part of the panel and period. Read only.
 */
export function AuditTab() {
  const filters = useAdminFilters();
  const actors = useActors();
  const FILTERS: AdminFilter[] = [
    {
      key: 'actor',
      label: M.actor,
      options: [
        option('all', M.allActors),
        ...(actors.data?.items ?? []).map((a) => option(a.id, a.username)),
      ],
    },
    {
      key: 'action',
      label: M.action,
      options: [option('all', M.allActions), ...AUDIT_ACTIONS.map((a) => option(a, M.actions[a]))],
    },
    {
      key: 'resource',
      label: M.resource,
      options: [
        option('all', M.allResources),
        ...ADMIN_RESOURCES.map((r) => option(r, ADMIN_UI.tabs[r])),
      ],
    },
    {
      key: 'days',
      label: M.period,
      options: [
        option('all', M.allTime),
        ...AUDIT_PERIODS.map((d) => option(String(d), M.lastDays(d))),
      ],
    },
  ];
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="mb-4 text-xl font-semibold">
        {M.labels.heading}
      </h2>
      <AdminList<AuditEntryResponse>
        resource="audit"
        labels={M.labels}
        filters={FILTERS}
        {...filters}
        layout="rows"
        renderItem={(entry) => <AuditRow entry={entry} />}
      />
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntryResponse }) {
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{entry.actorName ?? M.gone}</h3>
        <Badge tone="brand">{actionName(entry.action)}</Badge>
        {entry.resource && <Badge tone="neutral">{partName(entry.resource)}</Badge>}
        <span className="ml-auto text-xs text-slate-500">{dateAndTime(entry.createdAt)}</span>
      </div>
      {entry.targetId && (
        <p className="mt-1 break-all text-sm text-slate-600">{M.item(entry.targetId)}</p>
      )}
      {entry.details && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-600">{M.details}</summary>
          <pre className="mt-1 max-h-60 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">
            {entry.details}
          </pre>
        </details>
      )}
    </Card>
  );
}

/** An action or a part of the panel in words; a code this screen does not know yet, as it is. */
const actionName = (action: string) =>
  (AUDIT_ACTIONS as readonly string[]).includes(action) ? M.actions[action as AuditAction] : action;
const partName = (resource: string) =>
  (ADMIN_RESOURCES as readonly string[]).includes(resource)
    ? ADMIN_UI.tabs[resource as AdminResource]
    : resource;
