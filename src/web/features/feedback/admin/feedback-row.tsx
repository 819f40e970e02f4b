import { Eye } from 'lucide-react';
import type { AdminFeedbackResponse } from '@shared/feedback';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FEEDBACK_ADMIN_UI as M } from './messages';
import { FeedbackStatusBadge, FeedbackTypeBadge, senderName, sentAt } from './feedback-badges';

/** One feedback item in the list: type, message preview, page, sender, date and status. */
export function FeedbackRow({ item, onOpen }: { item: AdminFeedbackResponse; onOpen: () => void }) {
  const sender = senderName(item);
  const date = sentAt(item.createdAt);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="mb-1.5 flex flex-wrap items-center gap-2">
          <FeedbackTypeBadge type={item.feedbackType} />
          <FeedbackStatusBadge status={item.status} />
          <time dateTime={item.createdAt} className="text-xs text-slate-500">
            {date}
          </time>
        </div>
        <p className="line-clamp-2 break-words text-sm text-slate-900">{item.message}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
          <span className="break-all font-mono">{item.pageUrl ?? M.noPage}</span>
          <span>
            {M.sender}: {sender}
          </span>
        </p>
      </div>
      <Button variant="outline" size="sm" aria-label={M.viewItem(sender, date)} onClick={onOpen}>
        <Eye className="h-4 w-4" aria-hidden="true" /> {M.view}
      </Button>
    </Card>
  );
}
