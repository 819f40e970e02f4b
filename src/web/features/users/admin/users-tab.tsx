import { useState } from 'react';
import { toast } from '../../../lib/toast';
import {
  ADMIN_MESSAGES,
  type AdminUserResponse,
  type CreateUserRequest,
  type CreateUserResponse,
} from '@shared/admin';
import { ACCOUNT_STATUSES } from '@shared/constants';
import { useSession } from '../../../lib/session';
import { CrudTab } from '../../../admin/components/crud-tab';
import { CRUD_MESSAGES } from '../../../admin/components/messages';
import { USERS_MESSAGES as M } from './messages';
import { AddUserForm } from './add-user-form';
import { UserRow } from './user-row';
import { BulkDecisions, RegistrationMailSwitch } from './bulk-decisions';

/** Who may be deleted from the list: not pending, not the first admin, not yourself. */
export const canDeleteUser = (user: AdminUserResponse, me: { id: string } | null) =>
  user.status !== 'pending' && !user.protected && user.id !== me?.id;

const STATUS_FILTER = () => ({
  key: 'status',
  label: M.statusLabel,
  options: [
    { value: 'all', label: CRUD_MESSAGES.allStatuses },
    ...ACCOUNT_STATUSES.map((s) => ({ value: s, label: M.statuses[s] })),
  ],
});

/** Issue 33: newest joined first (the server's default) or most lately active first. */
const SORT_FILTER = () => ({
  key: 'sort',
  label: M.sortLabel,
  options: [
    { value: 'all', label: M.sorts.joined },
    { value: 'active', label: M.sorts.active },
  ],
});

/** docs/product.md#admin-panel: the server's message when the welcome mail went out, else a warning. */
function onUserAdded({ emailSent, message }: CreateUserResponse) {
  if (emailSent) toast.success(message);
  else toast.warning(ADMIN_MESSAGES.userCreatedNoMail);
}

/** The Users tab: approve or decline pending accounts, delete others, add a user. */
export function UsersTab() {
  const { user: me } = useSession();
  // Issue 23: the pending accounts chosen for one decision, as last seen in the list.
  const [chosen, setChosen] = useState<ReadonlyMap<string, AdminUserResponse>>(new Map());
  const choose = (user: AdminUserResponse, on: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      if (on) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
  return (
    <CrudTab<AdminUserResponse, CreateUserRequest, CreateUserResponse>
      resource="users"
      labels={M.labels}
      itemName={(u) => u.username}
      renderItem={(u, actions) => (
        <UserRow
          user={u}
          actions={actions}
          chosen={chosen.has(u.id)}
          onChoose={(on) => choose(u, on)}
        />
      )}
      aboveList={
        <div className="space-y-3">
          <RegistrationMailSwitch />
          <BulkDecisions chosen={[...chosen.values()]} onDone={() => setChosen(new Map())} />
        </div>
      }
      Form={AddUserForm}
      editable={false}
      canDelete={(u) => canDeleteUser(u, me)}
      filters={[STATUS_FILTER(), SORT_FILTER()]}
      onAdded={onUserAdded}
      layout="rows"
    />
  );
}
