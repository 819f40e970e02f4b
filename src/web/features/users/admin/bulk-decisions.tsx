import { useState } from 'react';
import type { AdminUserResponse } from '@shared/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { messageOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  useBulkUserStatus,
  useRegistrationMail as useRegistrationMailSetting,
} from './api/bulk-user-status';
import type { UserDecision } from './api/update-user-status';
import { USERS_MESSAGES as M } from './messages';

/**
 * Issue 23: the chosen pending accounts, approved or declined together after one confirmation
 * naming them. All or none: if another admin decided one meanwhile, none is, and the admin is told.
 */
export function BulkDecisions({
  chosen,
  onDone,
}: {
  chosen: readonly AdminUserResponse[];
  onDone: () => void;
}) {
  const bulk = useBulkUserStatus();
  const [asking, setAsking] = useState<UserDecision | null>(null);
  if (chosen.length === 0) return null;

  const confirm = (status: UserDecision) =>
    bulk.mutate(
      { ids: chosen.map((u) => u.id), status },
      {
        onSuccess: ({ users }) => {
          toast.success(M.bulkDone(status, users.length));
          onDone();
        },
        onError: (error) => toast.error(M.bulkFailed, { description: messageOf(error) }),
        onSettled: () => setAsking(null),
      },
    );

  return (
    <div
      role="region"
      aria-label={M.chosen(chosen.length)}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3"
    >
      <span className="mr-auto text-sm font-medium text-brand-700">{M.chosen(chosen.length)}</span>
      <Button size="sm" onClick={() => setAsking('approved')}>
        {M.approveChosen}
      </Button>
      <Button size="sm" variant="destructive" onClick={() => setAsking('declined')}>
        {M.declineChosen}
      </Button>
      <Button size="sm" variant="outline" onClick={onDone}>
        {M.clearChosen}
      </Button>
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && !bulk.isPending && setAsking(null)}
        title={asking ? M.confirmTitle(asking, chosen.length) : ''}
        description={M.confirmBody(chosen.map((u) => u.username).join(', '))}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setAsking(null)} disabled={bulk.isPending}>
            {M.cancel}
          </Button>
          <Button
            variant={asking === 'declined' ? 'destructive' : 'primary'}
            onClick={() => asking && confirm(asking)}
            disabled={bulk.isPending}
          >
            {M.confirm}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** Issue 23: whether this admin is mailed about each registration (on unless turned off). */
export function RegistrationMailSwitch() {
  const { query, save } = useRegistrationMailSetting();
  if (!query.data) return null;
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={save.isPending ? Boolean(save.variables) : query.data.registrations}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(event.currentTarget.checked, {
            onError: (error) => toast.error(M.mailSwitchFailed, { description: messageOf(error) }),
          })
        }
      />
      {M.mailSwitch}
    </label>
  );
}
