// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@shared/admin';
import { adminKeys, toolKeys } from '../../../lib/query-keys';
import { CRUD_MESSAGES as C, crudLabels } from '../messages';
import {
  apiError,
  mockApi,
  page,
  renderAdmin,
  reply,
  setupAdminTests,
  writes,
} from '../test-utils';
import type { AdminFormProps } from './admin-form';
import { CrudTab } from './crud-tab';
import { FormActions } from './form-actions';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

interface Thing {
  id: string;
  name: string;
}
const labels = crudLabels('Tool', 'tools');

function ThingForm({ item, onSubmit, onCancel }: AdminFormProps<Thing, { name: string }>) {
  const [name, setName] = useState(item?.name ?? '');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ name }).catch(() => undefined);
      }}
    >
      <label>
        Nama
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <FormActions busy={false} onCancel={onCancel} />
    </form>
  );
}

function renderTab(things: Thing[], routes: Parameters<typeof mockApi>[0] = {}) {
  const requests = mockApi({ 'GET /api/admin/tools': () => page(things), ...routes });
  const { client } = renderAdmin(
    <CrudTab<Thing, { name: string }>
      resource="tools"
      labels={labels}
      itemName={(t) => t.name}
      renderItem={(t, actions) => (
        <div>
          <h3>{t.name}</h3>
          {actions}
        </div>
      )}
      Form={ThingForm}
    />,
  );
  // The statistics and what members see of tools are cached elsewhere on the page.
  client.setQueryData(adminKeys.stats(), { tools: 1 });
  client.setQueryData(toolKeys.detail('t2'), { name: 'Claude' });
  const stale = () =>
    [adminKeys.stats(), toolKeys.detail('t2')].map(
      (queryKey) => client.getQueryState(queryKey)?.isInvalidated,
    );
  return Object.assign(requests, { stale });
}

const button = (name: string) => screen.getByRole('button', { name });

setupAdminTests();

describe('CrudTab modes (SPEC §2: forms and list are mutually exclusive)', () => {
  it('Add replaces the list and hides the Add button; Cancel brings both back', async () => {
    renderTab([{ id: 't1', name: 'ChatGPT' }]);
    expect(await screen.findByText('Showing 1 tool')).toBeTruthy();

    fireEvent.click(button('Add Tool'));
    expect(screen.getByRole('heading', { name: 'Add Tool', level: 3 })).toBe(
      document.activeElement,
    );
    expect(screen.queryByRole('button', { name: 'Add Tool' })).toBeNull();
    expect(screen.queryByRole('list', { name: labels.heading })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();

    fireEvent.click(button(C.cancel));
    expect(await screen.findByRole('list', { name: labels.heading })).toBeTruthy();
    expect(button('Add Tool')).toBe(document.activeElement);
  });

  it('Edit opens the form with the item and returns the focus to its Edit button', async () => {
    renderTab([
      { id: 't1', name: 'ChatGPT' },
      { id: 't2', name: 'Claude' },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: C.editItem('Claude') }));
    expect(screen.getByRole('heading', { name: 'Edit Tool' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Nama').value).toBe('Claude');
    expect(screen.queryByRole('button', { name: 'Add Tool' })).toBeNull();
    fireEvent.click(button(C.cancel));
    await waitFor(() => expect(button(C.editItem('Claude'))).toBe(document.activeElement));
  });

  it('saving an edit PUTs the body, says so and refreshes the list', async () => {
    let name = 'Claude';
    const requests = renderTab([], {
      'GET /api/admin/tools': () => page([{ id: 't2', name }]),
      'PUT /api/admin/tools/t2': (r) => {
        name = (r.body as Thing).name;
        return { id: 't2', name };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: C.editItem('Claude') }));
    fireEvent.change(screen.getByLabelText('Nama'), { target: { value: 'Claude 4' } });
    fireEvent.click(button(C.save));
    expect(await screen.findByRole('heading', { name: 'Claude 4' })).toBeTruthy();
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'PUT', body: { name: 'Claude 4' } }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(ADMIN_MESSAGES.itemUpdated);
    expect(requests.stale()).toEqual([true, true]);
  });

  it('adding POSTs and says Item added successfully; a refusal keeps the form with the reason', async () => {
    let refuse = true;
    renderTab([], {
      'POST /api/admin/tools': () =>
        refuse ? apiError(409, 'Nama sudah wujud') : reply(201, { id: 't9', name: 'Baru' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Tool' }));
    fireEvent.change(screen.getByLabelText('Nama'), { target: { value: 'Baru' } });
    fireEvent.click(button(C.save));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(labels.addFailed, {
        description: 'Nama sudah wujud',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Add Tool' })).toBeTruthy();

    refuse = false;
    fireEvent.click(button(C.save));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_MESSAGES.itemAdded));
    expect(await screen.findByRole('button', { name: 'Add Tool' })).toBeTruthy();
  });
});

describe('CrudTab delete (SPEC §5: deleting asks for confirmation)', () => {
  it('asks naming the item; Cancel deletes nothing, Delete removes it', async () => {
    let things = [
      { id: 't1', name: 'ChatGPT' },
      { id: 't2', name: 'Claude' },
    ];
    const requests = renderTab([], {
      'GET /api/admin/tools': () => page(things),
      'DELETE /api/admin/tools/t2': () => {
        things = things.filter((t) => t.id !== 't2');
        return reply(204);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: C.deleteItem('Claude') }));
    let dialog = screen.getByRole('dialog', { name: C.confirmTitle('Claude') });
    expect(within(dialog).getByText(labels.confirmBody('Claude'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: C.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(requests)).toEqual([]);

    fireEvent.click(button(C.deleteItem('Claude')));
    dialog = screen.getByRole('dialog', { name: C.confirmTitle('Claude') });
    await act(
      async () => void fireEvent.click(within(dialog).getByRole('button', { name: C.delete })),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Claude' })).toBeNull());
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'DELETE' })]);
    expect(toast.success).toHaveBeenCalledWith(labels.deleted('Claude'));
    expect(requests.stale()).toEqual([true, true]);
    expect(screen.getByRole('heading', { name: 'ChatGPT' })).toBeTruthy();
  });

  it('a refused delete says why and keeps the item', async () => {
    renderTab([{ id: 't1', name: 'ChatGPT' }], {
      'DELETE /api/admin/tools/t1': () => apiError(409, 'Masih digunakan'),
    });
    fireEvent.click(await screen.findByRole('button', { name: C.deleteItem('ChatGPT') }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: C.delete }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(labels.deleteFailed('ChatGPT'), {
        description: 'Masih digunakan',
      }),
    );
    expect(screen.getByRole('heading', { name: 'ChatGPT' })).toBeTruthy();
  });
});

describe('CrudTab list', () => {
  it('searches on the server and shows SPEC’s empty state with a way to clear', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = renderTab([], {
      'GET /api/admin/tools': (r) => page(r.query.get('q') ? [] : [{ id: 't1', name: 'ChatGPT' }]),
    });
    fireEvent.change(await screen.findByRole('searchbox', { name: labels.searchLabel }), {
      target: { value: 'zzz' },
    });
    act(() => void vi.advanceTimersByTime(300));
    expect(await screen.findByText('No tools found')).toBeTruthy();
    expect(requests.at(-1)?.query.get('q')).toBe('zzz');
    fireEvent.click(button('Kosongkan penapis'));
    expect(await screen.findByRole('heading', { name: 'ChatGPT' })).toBeTruthy();
    vi.useRealTimers();
  });
});
