// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { CRUD_MESSAGES as C } from '../../../admin/components/messages';
import { PROMPTS_ADMIN_MESSAGES as M } from './messages';
import { promptOf, renderAdmin, setupAdminTests } from '../../../admin/test-utils';
import { PromptsTab } from './prompts-tab';
import { apiError, stubApi, page, reply } from '../../../lib/test-api';

const prompt = (id: string, title: string) => promptOf({ id, title });

const stat = (key: string) => screen.getByTestId(`prompt-stat-${key}`).textContent;

setupAdminTests();

describe('PromptsTab, Manage Prompts (docs/product.md#admin-panel)', () => {
  it('shows the stat cards above the list and refreshes them after a delete', async () => {
    let prompts = [prompt('p1', 'Iklan'), prompt('p2', 'Emel')];
    stubApi({
      'GET /api/admin/prompts': () => page(prompts),
      'GET /api/admin/prompts/stats': () => ({
        total: prompts.length,
        categories: 1,
        thisWeek: prompts.length,
      }),
      'DELETE /api/admin/prompts/:id': (r) => {
        prompts = prompts.filter((p) => p.id !== r.params.id);
        return reply(204);
      },
    });
    renderAdmin(<PromptsTab />);
    expect(screen.getByRole('heading', { name: 'Manage Prompts' })).toBeTruthy();
    const stats = screen.getByRole('region', { name: M.stats.label });
    expect(within(stats).getByText(M.stats.total)).toBeTruthy();
    expect(within(stats).getByText(M.stats.categories)).toBeTruthy();
    expect(within(stats).getByText(M.stats.thisWeek)).toBeTruthy();
    await waitFor(() => expect(stat('total')).toBe('2'));

    fireEvent.click(await screen.findByRole('button', { name: C.deleteItem('Emel') }));
    const dialog = screen.getByRole('dialog');
    await act(
      async () => void fireEvent.click(within(dialog).getByRole('button', { name: C.delete })),
    );
    await waitFor(() => expect(stat('total')).toBe('1'));
    expect(toast.success).toHaveBeenCalledWith('Prompt deleted successfully');
  });

  it('says the product’s words when loading or deleting fails', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/prompts': () =>
        fail ? apiError(500, 'Rosak') : page([prompt('p1', 'Iklan')]),
      'GET /api/admin/prompts/stats': () => ({ total: 1, categories: 1, thisWeek: 0 }),
      'DELETE /api/admin/prompts/:id': () => apiError(500, 'Rosak'),
    });
    renderAdmin(<PromptsTab />);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(M.labels.loadFailed));
    expect(await screen.findByText(M.labels.loadFailed)).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    fireEvent.click(await screen.findByRole('button', { name: C.deleteItem('Iklan') }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: C.delete }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete prompt. Please try again.', {
        description: 'Rosak',
      }),
    );
  });

  it('shows No prompts found when there are none', async () => {
    stubApi({
      'GET /api/admin/prompts': () => page([]),
      'GET /api/admin/prompts/stats': () => ({ total: 0, categories: 0, thisWeek: 0 }),
    });
    renderAdmin(<PromptsTab />);
    expect(await screen.findByText('No prompts found')).toBeTruthy();
  });
});
