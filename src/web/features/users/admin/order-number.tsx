import { useState } from 'react';
import type { AdminUserResponse } from '@shared/admin';
import { ORDER_NUMBER_MAX } from '@shared/account';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { messageOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateOrderNumber } from './api/update-order-number';
import { USERS_MESSAGES as M } from './messages';

/** Issue 33: an account's order number, to match a payment; the admin sets or clears it here. */
export function OrderNumber({ user }: { user: AdminUserResponse }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(user.orderNumber ?? '');
  const save = useUpdateOrderNumber();
  const name = user.username;

  if (!editing)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>
          <span className="font-medium">{M.orderNumber}</span> {user.orderNumber ?? M.noOrderNumber}
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label={M.editOrderNumber(name)}
          onClick={() => {
            setValue(user.orderNumber ?? '');
            setEditing(true);
          }}
        >
          {M.edit}
        </Button>
      </p>
    );

  const id = `order-number-${user.id}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: user.id, orderNumber: value },
          {
            onSuccess: () => {
              toast.success(M.orderNumberSaved(name));
              setEditing(false);
            },
            onError: (error) => toast.error(M.orderNumberFailed, { description: messageOf(error) }),
          },
        );
      }}
    >
      <div className="min-w-40 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {M.orderNumberFor(name)}
        </label>
        <Input
          id={id}
          value={value}
          maxLength={ORDER_NUMBER_MAX}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {M.save}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setEditing(false)}>
        {M.cancel}
      </Button>
    </form>
  );
}
