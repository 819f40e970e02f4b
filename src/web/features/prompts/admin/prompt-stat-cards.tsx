import { CalendarDays, FolderTree, MessageSquareText } from 'lucide-react';
import type { PromptStatsResponse } from '@shared/prompts';
import { usePromptStats } from './api/get-prompt-stats';
import { StatGrid, type StatCard } from '../../../admin/components/stat-grid';
import { PROMPTS_ADMIN_MESSAGES } from './messages';

const M = PROMPTS_ADMIN_MESSAGES.stats;
const CARDS = (): StatCard<keyof PromptStatsResponse>[] => [
  { key: 'total', label: M.total, icon: MessageSquareText },
  { key: 'categories', label: M.categories, icon: FolderTree },
  { key: 'thisWeek', label: M.thisWeek, icon: CalendarDays },
];

/** Total Prompts, Categories (distinct) and This Week (docs/product.md#admin-panel); they refresh with every change. */
export function PromptStatCards() {
  const { data } = usePromptStats();
  return (
    <StatGrid label={M.label} cards={CARDS()} data={data} look="tab" testIdPrefix="prompt-stat" />
  );
}
