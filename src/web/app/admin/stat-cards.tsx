import { Clock, FolderTree, GitBranch, PlayCircle, Users, Wrench } from 'lucide-react';
import type { AdminStatsResponse } from '@shared/admin';
import { useAdminStats } from '../../admin/api/get-admin-stats';
import { ADMIN_UI } from '../../admin/messages';
import { StatGrid, type StatCard } from '../../admin/components/stat-grid';

const M = ADMIN_UI.stats;
const CARDS = (): StatCard<keyof AdminStatsResponse>[] => [
  { key: 'totalUsers', label: M.totalUsers, icon: Users },
  { key: 'pendingUsers', label: M.pendingUsers, icon: Clock },
  { key: 'tools', label: M.tools, icon: Wrench },
  { key: 'tutorials', label: M.tutorials, icon: PlayCircle },
  { key: 'workflows', label: M.workflows, icon: GitBranch },
  { key: 'categories', label: M.categories, icon: FolderTree },
];

/** The six statistic cards of /admin (docs/product.md#admin-panel); they refresh with every change. */
export function StatCards() {
  const { data } = useAdminStats();
  return <StatGrid label={M.label} cards={CARDS()} data={data} look="page" />;
}
