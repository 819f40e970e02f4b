// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { AdminSuggestionResponse } from '@shared/suggestions';
import { CRUD_MESSAGES as C } from '../../../admin/components/messages';
import { SUGGESTIONS_ADMIN_UI as M } from './messages';
import { renderAdmin, setupAdminTests } from '../../../admin/test-utils';
import { SuggestionsTab } from './suggestions-tab';
import { apiError, stubApi, page, reply, type ApiRequest } from '../../../lib/test-api';

const suggestion = (
  id: string,
  overrides: Partial<AdminSuggestionResponse> = {},
): AdminSuggestionResponse => ({
  id,
  userId: 'u1',
  username: 'siti',
  type: 'tool',
  title: `Cadangan ${id}`,
  description: 'Enjin carian AI dengan sumber.',
  reason: 'Berguna untuk kajian pantas.',
  website: 'https://www.perplexity.ai',
  status: 'pending',
  createdAt: '2025-05-06T07:08:09.000Z',
  updatedAt: '2025-05-06T07:08:09.000Z',
  ...overrides,
});

/** A server holding `items`: status changes and deletes change them as the real one does. */
function serve(items: AdminSuggestionResponse[], refuse?: () => Response | undefined) {
  let store = items.map((i) => ({ ...i }));
  const ids = new Set(items.map((i) => i.id));
  const known = (id: string) => ids.has(id);
  return stubApi({
    'GET /api/admin/suggestions': () => page(store),
    'PATCH /api/admin/suggestions/:id/status': ({ params: { id }, body }) => {
      if (!known(id!)) return apiError(404, 'Tiada');
      const refused = refuse?.();
      if (refused) return refused;
      store = store.map((s) => (s.id === id ? { ...s, ...(body as object) } : s));
      return store.find((s) => s.id === id)!;
    },
    'DELETE /api/admin/suggestions/:id': ({ params: { id } }) => {
      if (!known(id!)) return apiError(404, 'Tiada');
      const refused = refuse?.();
      if (refused) return refused;
      store = store.filter((s) => s.id !== id);
      return reply(204);
    },
  });
}

const writes = (requests: ApiRequest[]) =>
  requests
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body ?? null)}`);
const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;
const box = (title: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: M.completedItem(title) });

setupAdminTests();

describe('SuggestionsTab list (docs/product.md#admin-panel)', () => {
  it('shows type, title, description, reason, status and a safe website link', async () => {
    serve([
      suggestion('s1'),
      suggestion('s2', { website: 'javascript:alert(1)', type: 'workflow', status: 'approved' }),
    ]);
    renderAdmin(<SuggestionsTab />);
    const first = await card('Cadangan s1');
    expect(within(first).getByText(M.types.tool)).toBeTruthy();
    expect(within(first).getByText(M.statuses.pending)).toBeTruthy();
    expect(within(first).getByText('Enjin carian AI dengan sumber.')).toBeTruthy();
    expect(within(first).getByText('Berguna untuk kajian pantas.')).toBeTruthy();
    // Said like every other outside link of the app (issue 16), not '(opens in a new tab)'.
    const link = within(first).getByRole('link', {
      name: 'www.perplexity.ai (dibuka dalam tab baharu)',
    });
    expect(link.getAttribute('href')).toBe('https://www.perplexity.ai/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    const second = await card('Cadangan s2');
    expect(within(second).getByText(M.types.workflow)).toBeTruthy();
    expect(within(second).queryByRole('link')).toBeNull();
  });

  it('says No suggestions found when there are none', async () => {
    serve([]);
    renderAdmin(<SuggestionsTab />);
    expect(await screen.findByText('No suggestions found')).toBeTruthy();
  });

  it('says so in a toast when the list cannot load', async () => {
    stubApi({ 'GET /api/admin/suggestions': () => apiError(500, 'Rosak') });
    renderAdmin(<SuggestionsTab />);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(M.labels.loadFailed));
  });
});

describe('SuggestionsTab decisions (docs/product.md#admin-panel "Suggestion")', () => {
  it('offers Approve and Reject on pending suggestions only', async () => {
    serve([
      suggestion('s1'),
      suggestion('s2', { status: 'approved' }),
      suggestion('s3', { status: 'rejected' }),
      suggestion('s4', { status: 'completed' }),
    ]);
    renderAdmin(<SuggestionsTab />);
    await card('Cadangan s1');
    expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Reject / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: M.approveItem('Cadangan s1') })).toBeTruthy();
    expect(screen.getByRole('button', { name: M.rejectItem('Cadangan s1') })).toBeTruthy();
    for (const id of ['s2', 's3', 's4']) {
      expect(screen.queryByRole('button', { name: M.approveItem(`Cadangan ${id}`) })).toBeNull();
      expect(screen.queryByRole('button', { name: M.rejectItem(`Cadangan ${id}`) })).toBeNull();
    }
  });

  it('approves a pending suggestion and says Suggestion marked as approved', async () => {
    const requests = serve([suggestion('s1')]);
    renderAdmin(<SuggestionsTab />);
    fireEvent.click(await screen.findByRole('button', { name: M.approveItem('Cadangan s1') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.markedAs('approved')));
    expect(writes(requests)).toEqual([
      'PATCH /api/admin/suggestions/s1/status {"status":"approved"}',
    ]);
    const after = await card('Cadangan s1');
    await waitFor(() => expect(within(after).getByText(M.statuses.approved)).toBeTruthy());
    expect(screen.queryByRole('button', { name: M.approveItem('Cadangan s1') })).toBeNull();
  });

  it('the Completed box marks a suggestion completed and stays ticked and disabled', async () => {
    const requests = serve([suggestion('s1', { status: 'approved' })]);
    renderAdmin(<SuggestionsTab />);
    await card('Cadangan s1');
    expect(box('Cadangan s1').checked).toBe(false);
    expect(box('Cadangan s1').disabled).toBe(false);

    fireEvent.click(box('Cadangan s1'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.markedAs('completed')));
    await waitFor(() => expect(box('Cadangan s1').disabled).toBe(true));
    expect(box('Cadangan s1').checked).toBe(true);
    // It cannot be unticked: nothing more is sent.
    fireEvent.click(box('Cadangan s1'));
    expect(box('Cadangan s1').checked).toBe(true);
    expect(writes(requests)).toEqual([
      'PATCH /api/admin/suggestions/s1/status {"status":"completed"}',
    ]);
  });

  it('shows a completed suggestion ticked and disabled from the start', async () => {
    const requests = serve([suggestion('s1', { status: 'completed' })]);
    renderAdmin(<SuggestionsTab />);
    await card('Cadangan s1');
    expect(box('Cadangan s1').checked).toBe(true);
    expect(box('Cadangan s1').disabled).toBe(true);
    fireEvent.click(box('Cadangan s1'));
    expect(writes(requests)).toEqual([]);
  });

  it('says Failed to update suggestion status when refused, leaving the box unticked', async () => {
    serve([suggestion('s1')], () => apiError(409, 'A completed suggestion cannot be changed'));
    renderAdmin(<SuggestionsTab />);
    await card('Cadangan s1');
    fireEvent.click(box('Cadangan s1'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(M.labels.updateFailed, {
        description: 'A completed suggestion cannot be changed',
      }),
    );
    expect(box('Cadangan s1').checked).toBe(false);
    expect(box('Cadangan s1').disabled).toBe(false);
  });
});

describe('SuggestionsTab delete (asks first)', () => {
  it('Cancel deletes nothing; Delete removes it and says Suggestion Deleted', async () => {
    const requests = serve([suggestion('s1'), suggestion('s2')]);
    renderAdmin(<SuggestionsTab />);
    fireEvent.click(await screen.findByRole('button', { name: C.deleteItem('Cadangan s2') }));
    let dialog = screen.getByRole('dialog', { name: C.confirmTitle('Cadangan s2') });
    expect(within(dialog).getByText(M.labels.confirmBody('Cadangan s2'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: C.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(requests)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: C.deleteItem('Cadangan s2') }));
    dialog = screen.getByRole('dialog', { name: C.confirmTitle('Cadangan s2') });
    await act(
      async () => void fireEvent.click(within(dialog).getByRole('button', { name: C.delete })),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Suggestion Deleted'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cadangan s2' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Cadangan s1' })).toBeTruthy();
    expect(writes(requests)).toEqual(['DELETE /api/admin/suggestions/s2 null']);
  });

  it('says Failed to delete suggestion when refused', async () => {
    serve([suggestion('s1')], () => apiError(500, 'Rosak'));
    renderAdmin(<SuggestionsTab />);
    fireEvent.click(await screen.findByRole('button', { name: C.deleteItem('Cadangan s1') }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: C.delete }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete suggestion', {
        description: 'Rosak',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Cadangan s1', hidden: true })).toBeTruthy();
  });
});
