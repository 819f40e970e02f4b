import type { ReactNode } from 'react';
import type { SessionUser } from '@shared/auth';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { monthYear } from '../../../lib/format';
import { DASHBOARD_MESSAGES as M } from '../messages';
import { CHROME_MESSAGES } from '../../../components/messages';

/** docs/product.md#dashboard /dashboard: who is signed in, since when (month and year in Malay), and actions. */
export function ProfileCard({ user, actions }: { user: SessionUser; actions: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="flex items-center gap-4">
        {user.avatarUrl ? (
          <img
            src={user.avatarUrl}
            alt=""
            className="h-14 w-14 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700"
          >
            {user.displayName.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold wrap-anywhere">
            {user.displayName}{' '}
            {user.role === 'admin' && <Badge tone="brand">{CHROME_MESSAGES.adminBadge}</Badge>}
          </p>
          <p className="text-sm text-slate-600 wrap-anywhere">
            @{user.username}
            {user.email ? ` · ${user.email}` : ''}
          </p>
          <p className="text-sm text-slate-500">{M.memberSince(monthYear(user.createdAt))}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">{actions}</div>
    </Card>
  );
}
