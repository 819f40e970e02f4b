// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from '../../components/form/form-actions';
import { adminKeys, toolKeys } from '../../lib/query-keys';
import { CRUD_MESSAGES as C, crudLabels } from './messages';
import { renderAdmin, setupAdminTests } from '../test-utils';
import type { AdminFormProps } from './admin-form';
import { CrudTab } from './crud-tab';
import { apiError, stubApi, page, reply, writes, type ApiRoutes } from '../../lib/test-api';
import { toolOf } from '../../lib/test-data';
import type { ToolResponse } from '@shared/tools';

/** The tab is generic; here it lists tools, the smallest of the resources' answers. */
type Thing = ToolResponse;
const thing = (id: string, name: string) => toolOf({ id, name });
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
      <FormActions onCancel={onCancel} cancel={C.cancel} submit={C.save} />
    </form>
  );
}

function renderTab(things: Thing[], routes: ApiRoutes = {}) {
  const requests = stubApi({ 'GET /api/admin/tools': () => page(things), ...routes });
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

describe('CrudTab modes (docs/product.md#admin-panel: forms and list are mutually exclusive)', () => {
  it('Add replaces the list and hides the Add button; Cancel brings both back', async () => {
    renderTab([thing('t1', 'ChatGPT')]);
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
    renderTab([thing('t1', 'ChatGPT'), thing('t2', 'Claude')]);
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
      'GET /api/admin/tools': () => page([thing('t2', name)]),
      'PUT /api/admin/tools/:id': (r) => {
        name = (r.body as Thing).name;
        return thing(r.params.id!, name);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: C.editItem('Claude') }));
    fireEvent.change(screen.getByLabelText('Nama'), { target: { value: 'Claude 4' } });
    fireEvent.click(button(C.save));
    expect(await screen.findByRole('heading', { name: 'Claude 4' })).toBeTruthy();
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'PUT', body: { name: 'Claude 4' } }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('Item updated successfully');
    expect(requests.stale()).toEqual([true, true]);
  });

  it('adding POSTs and says Item added successfully; a refusal keeps the form with the reason', async () => {
    let refuse = true;
    renderTab([], {
      'POST /api/admin/tools': () =>
        refuse ? apiError(409, 'Nama sudah wujud') : reply(201, thing('t9', 'Baru')),
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
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Item added successfully'));
    expect(await screen.findByRole('button', { name: 'Add Tool' })).toBeTruthy();
  });
});

describe('CrudTab delete (docs/product.md#admin-panel: deleting asks for confirmation)', () => {
  it('asks naming the item; Cancel deletes nothing, Delete removes it', async () => {
    let things = [thing('t1', 'ChatGPT'), thing('t2', 'Claude')];
    const requests = renderTab([], {
      'GET /api/admin/tools': () => page(things),
      'DELETE /api/admin/tools/:id': (r) => {
        if (r.params.id !== 't2') return apiError(404, 'Tiada');
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
    expect(toast.success).toHaveBeenCalledWith('Tool deleted successfully');
    expect(requests.stale()).toEqual([true, true]);
    expect(screen.getByRole('heading', { name: 'ChatGPT' })).toBeTruthy();
  });

  it('a refused delete says why and keeps the item', async () => {
    renderTab([thing('t1', 'ChatGPT')], {
      'DELETE /api/admin/tools/:id': () => apiError(409, 'Masih digunakan'),
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
  it('searches on the server and shows the product’s empty state with a way to clear', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = renderTab([], {
      'GET /api/admin/tools': (r) => page(r.query.get('q') ? [] : [thing('t1', 'ChatGPT')]),
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
