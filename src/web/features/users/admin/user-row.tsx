import { useEffect, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import type { AdminUserResponse } from '@shared/admin';
import type { AccountStatus } from '@shared/constants';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { messageOf } from '../../../lib/api-client';
import { useUpdateUserStatus, type UserDecision } from './api/update-user-status';
import { DecisionButtons } from '../../../admin/components/decision-buttons';
import { dateAndTime } from '../../../lib/format';
import { USERS_MESSAGES as M } from './messages';
import { OrderNumber } from './order-number';

const STATUS_TONE: Record<AccountStatus, BadgeTone> = {
  pending: 'amber',
  approved: 'green',
  declined: 'rose',
};

/**
 * One account: username, email, status, role, when it joined and was last active, and its
 * order number. Approve and Decline appear on
 * pending accounts only (docs/product.md#admin-panel); `actions` holds Delete where it is allowed.
 */
export function UserRow({
  user,
  actions,
  chosen,
  onChoose,
}: {
  user: AdminUserResponse;
  actions: ReactNode;
  /** Issue 23: a pending account may be chosen for a decision on several at once. */
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}) {
  const decide = useUpdateUserStatus();
  // Decided meanwhile (here, or by another admin): no longer among the chosen.
  useEffect(() => {
    if (chosen && user.status !== 'pending') onChoose(false);
  }, [chosen, user.status, onChoose]);
  const name = user.username;
  const onDecide = (status: UserDecision) =>
    decide.mutate(
      { id: user.id, status },
      {
        onSuccess: () => toast.success(status === 'approved' ? M.approved(name) : M.declined(name)),
        onError: (error) =>
          toast.error(status === 'approved' ? M.approveFailed : M.declineFailed, {
            description: messageOf(error),
          }),
      },
    );

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      {user.status === 'pending' && (
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0"
          aria-label={M.choose(name)}
          checked={chosen}
          onChange={(event) => onChoose(event.currentTarget.checked)}
        />
      )}
      <div className="min-w-0 flex-1">
        <h3 className="break-all font-semibold text-slate-900">{name}</h3>
        <p className="break-all text-sm text-slate-600">{user.email ?? M.noEmail}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONE[user.status]}>{M.statuses[user.status]}</Badge>
          <Badge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{M.roles[user.role]}</Badge>
        </div>
        <p className="mt-2 flex flex-wrap gap-x-4 text-xs text-slate-600">
          <span>{M.joined(dateAndTime(user.createdAt))}</span>
          <span>
            {user.lastActiveAt ? M.lastActive(dateAndTime(user.lastActiveAt)) : M.neverActive}
          </span>
        </p>
        {user.joinReason && (
          <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">
            <span className="font-medium">{M.joinReason}</span> {user.joinReason}
          </p>
        )}
        <div className="mt-2">
          <OrderNumber user={user} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {user.status === 'pending' && (
          <DecisionButtons
            approve={{
              text: M.approve,
              label: M.approveUser(name),
              onClick: () => onDecide('approved'),
            }}
            reject={{
              text: M.decline,
              label: M.declineUser(name),
              onClick: () => onDecide('declined'),
            }}
            busy={decide.isPending}
          />
        )}
        {actions}
      </div>
    </Card>
  );
}
