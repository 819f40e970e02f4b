// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, type CategoryResponse } from '@shared/categories';
import { categoryKeys, toolKeys } from '../../../lib/query-keys';
import { CRUD_MESSAGES as C } from '../../../admin/components/messages';
import { CATEGORIES_ADMIN_MESSAGES as M } from './messages';
import { renderAdmin, setupAdminTests, submitForm } from '../../../admin/test-utils';
import { CategoriesTab } from './categories-tab';
import { apiError, stubApi, page, reply, writes } from '../../../lib/test-api';

const category = (id: string, name: string): CategoryResponse => ({
  id,
  name,
  description: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

function renderTab(routes: Parameters<typeof stubApi>[0]) {
  const requests = stubApi(routes);
  const { client } = renderAdmin(<CategoriesTab />);
  // What members see of categories and of the content filed under them.
  client.setQueryData(categoryKeys.lists(), { items: [] });
  client.setQueryData(toolKeys.detail('t1'), { category: 'Writing' });
  const stale = () =>
    [categoryKeys.lists(), toolKeys.detail('t1')].map(
      (queryKey) => client.getQueryState(queryKey)?.isInvalidated,
    );
  return Object.assign(requests, { stale });
}

setupAdminTests();

describe('Categories tab (docs/product.md#categories Category, docs/decisions/014-the-categories-table-is-the-list.md)', () => {
  it('a blank name is not sent: the form says the name is required', async () => {
    const requests = renderTab({ 'GET /api/admin/categories': () => page([]) });
    fireEvent.click(await screen.findByRole('button', { name: M.labels.add }));
    fireEvent.change(screen.getByLabelText(M.form.name), { target: { value: '   ' } });
    await submitForm(C.save);
    expect(writes(requests)).toEqual([]);
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: CATEGORY_MESSAGES.nameRequired,
    });
    expect(screen.getByRole('alert').textContent).toBe(CATEGORY_MESSAGES.nameRequired);
  });

  it('adds a category with its name trimmed and an empty description as none', async () => {
    let items: CategoryResponse[] = [];
    const requests = renderTab({
      'GET /api/admin/categories': () => page(items),
      'POST /api/admin/categories': (r) => {
        const body = r.body as { name: string };
        items = [category('c1', body.name)];
        return reply(201, items[0]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: M.labels.add }));
    fireEvent.change(screen.getByLabelText(M.form.name), { target: { value: ' Kewangan ' } });
    await submitForm(C.save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Item added successfully'));
    expect(writes(requests)).toEqual([
      expect.objectContaining({ body: { name: 'Kewangan', description: null } }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Kewangan' })).toBeTruthy();
    expect(requests.stale()).toEqual([true, true]);
  });

  it('a taken name is shown under the field', async () => {
    renderTab({
      'GET /api/admin/categories': () => page([]),
      'POST /api/admin/categories': () =>
        reply(409, {
          error: {
            code: 'conflict',
            message: CATEGORY_MESSAGES.nameTaken,
            fields: { name: CATEGORY_MESSAGES.nameTaken },
          },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: M.labels.add }));
    fireEvent.change(screen.getByLabelText(M.form.name), { target: { value: 'writing' } });
    await submitForm(C.save);
    expect(await screen.findByText(CATEGORY_MESSAGES.nameTaken)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(M.labels.addFailed, {
      description: CATEGORY_MESSAGES.nameTaken,
    });
  });

  it('a refused delete shows the server’s reason and keeps the category', async () => {
    const inUse = CATEGORY_MESSAGES.inUse(3);
    renderTab({
      'GET /api/admin/categories': () => page([category('c1', 'Writing')]),
      'DELETE /api/admin/categories/:id': () => apiError(409, inUse),
    });
    fireEvent.click(await screen.findByRole('button', { name: C.deleteItem('Writing') }));
    const dialog = screen.getByRole('dialog', { name: C.confirmTitle('Writing') });
    await act(
      async () => void fireEvent.click(within(dialog).getByRole('button', { name: C.delete })),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(M.labels.deleteFailed(), {
        description: 'Kategori ini digunakan oleh 3 item. Pindahkan item itu dahulu.',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Writing' })).toBeTruthy();
  });
});
