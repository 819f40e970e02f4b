import { useEffect, useRef, type ComponentType } from 'react';
import type { AdminResource } from '@shared/admin';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { Badge } from '../../components/ui/badge';
import { Tabs } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api-client';
import { useAdminStats } from '../../admin/api/get-admin-stats';
import { ADMIN_UI as M } from '../../admin/messages';
import { ADMIN_TABS } from '../../admin/resources';
import { CategoriesTab } from '../../features/categories/admin/categories-tab';
import { FeedbackTab } from '../../features/feedback/admin/feedback-tab';
import { LearningPathTab } from '../../features/learning-path/admin/learning-path-tab';
import { PromptsTab } from '../../features/prompts/admin/prompts-tab';
import { SuggestionsTab } from '../../features/suggestions/admin/suggestions-tab';
import { SynonymsTab } from '../../features/search/admin/synonyms-tab';
import { AuditTab } from '../../features/audit/admin/audit-tab';
import { ReportsTab } from '../../features/reports/admin/reports-tab';
import { ToolsTab } from '../../features/tools/admin/tools-tab';
import { TutorialsTab } from '../../features/tutorials/admin/tutorials-tab';
import { UsersTab } from '../../features/users/admin/users-tab';
import { WorkflowsTab } from '../../features/workflows/admin/workflows-tab';
import { LinksTab } from '../../features/link-health/admin/links-tab';

/** Each resource's tab (resources.ts holds their order and names). */
const TAB_CONTENT = {
  users: UsersTab,
  tools: ToolsTab,
  tutorials: TutorialsTab,
  workflows: WorkflowsTab,
  prompts: PromptsTab,
  'learning-path': LearningPathTab,
  categories: CategoriesTab,
  feedback: FeedbackTab,
  suggestions: SuggestionsTab,
  synonyms: SynonymsTab,
  audit: AuditTab,
  links: LinksTab,
  reports: ReportsTab,
} satisfies Record<AdminResource, ComponentType>;

/**
 * The Users tab's name with the pending-user count (docs/product.md#admin-panel); a failed count is said once
 * per run of failures: the live refreshes that fail again say nothing until one succeeds (one
 * toast shows at a time, and a more useful one may be showing). A lost session is not said: the
 * person is on their way to /landing.
 */
function UsersLabel() {
  const { data, isError, error, errorUpdatedAt } = useAdminStats();
  const sessionLost = error instanceof ApiError && error.status === 401;
  const told = useRef(false);
  useEffect(() => {
    if (!isError) told.current = false;
    else if (!told.current && !sessionLost) {
      told.current = true;
      toast.error(M.pendingFailed);
    }
  }, [isError, sessionLost, errorUpdatedAt]);
  const pending = data?.pendingUsers ?? 0;
  return (
    <span className="inline-flex items-center gap-1.5">
      {M.tabs.users}
      {pending > 0 && (
        <Badge tone="amber" data-testid="pending-badge">
          <span aria-hidden="true">{pending}</span>
          <span className="sr-only"> {M.pendingBadge(pending)}</span>
        </Badge>
      )}
    </span>
  );
}

/** The management tabs; the one shown lives in the address (/admin?tab=tools), so reload keeps it. */
export function AdminTabs() {
  const [params, setParams] = useSearchParams();
  const current = ADMIN_TABS.find((t) => t === params.get('tab')) ?? 'users';
  return (
    <Tabs
      label={M.tabsLabel}
      value={current}
      onValueChange={(tab) => setParams({ tab }, { replace: true, preventScrollReset: true })}
      listClassName="flex flex-wrap gap-1"
      tabs={ADMIN_TABS.map((tab) => {
        const Content = TAB_CONTENT[tab];
        return {
          value: tab,
          label: tab === 'users' ? <UsersLabel /> : M.tabs[tab],
          content: <Content />,
        };
      })}
    />
  );
}
