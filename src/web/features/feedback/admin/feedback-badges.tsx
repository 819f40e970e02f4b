import type { AdminFeedbackResponse } from '@shared/feedback';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { FEEDBACK_ADMIN_UI as M } from './messages';
import { dateAndTime } from '../../../lib/format';

type Item = Pick<AdminFeedbackResponse, 'status' | 'feedbackType'>;

const STATUS_TONE: Record<Item['status'], BadgeTone> = {
  new: 'brand',
  read: 'neutral',
  in_progress: 'amber',
  resolved: 'green',
};
const TYPE_TONE: Record<Item['feedbackType'], BadgeTone> = {
  like: 'green',
  dislike: 'rose',
  bug: 'rose',
  suggestion: 'brand',
};

export const FeedbackStatusBadge = ({ status }: Pick<Item, 'status'>) => (
  <Badge tone={STATUS_TONE[status]}>{M.statuses[status]}</Badge>
);

export const FeedbackTypeBadge = ({ type }: { type: Item['feedbackType'] }) => (
  <Badge tone={TYPE_TONE[type]}>{M.types[type]}</Badge>
);

/** When it was sent, day and time, in the Malay locale. */
export const sentAt = dateAndTime;

/** Who sent it: their username, or 'Anonymous' (docs/product.md#feedback) when no one was signed in. */
export const senderName = (item: Pick<AdminFeedbackResponse, 'username'>) =>
  item.username ?? M.anonymous;
