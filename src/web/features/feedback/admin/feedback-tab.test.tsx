// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { AdminFeedbackResponse } from '@shared/feedback';
import { FEEDBACK_ADMIN_UI as M } from './messages';
import { renderAdmin, setupAdminTests } from '../../../admin/test-utils';
import { FeedbackTab } from './feedback-tab';
import { apiError, stubApi, page, type ApiRequest } from '../../../lib/test-api';

const item = (overrides: Partial<AdminFeedbackResponse> = {}): AdminFeedbackResponse => ({
  id: 'f1',
  userId: 'u1',
  username: 'siti',
  feedbackType: 'bug',
  message: 'Butang simpan tidak berfungsi pada halaman alat.',
  pageUrl: '/tools?q=gpt',
  userAgent: 'Mozilla/5.0 (Ujian)',
  status: 'new',
  adminNotes: null,
  createdAt: '2025-05-06T07:08:09.000Z',
  updatedAt: '2025-05-06T07:08:09.000Z',
  ...overrides,
});

/** A server holding `items`: PATCH changes them as the real one does. */
function serve(items: AdminFeedbackResponse[], patch?: () => Response | undefined) {
  const store = new Map(items.map((i) => [i.id, { ...i }]));
  const requests = stubApi({
    'GET /api/admin/feedback': () => page([...store.values()]),
    'PATCH /api/admin/feedback/:id': (r) => patchOne(r, r.params.id!),
  });
  function patchOne(request: ApiRequest, id: string) {
    if (!store.has(id)) return apiError(404, 'Tiada');
    const refused = patch?.();
    if (refused) return refused;
    const next = { ...store.get(id)!, ...(request.body as object) };
    store.set(id, next);
    return next;
  }
  return requests;
}

const patches = (requests: ApiRequest[]) =>
  requests.filter((r) => r.method === 'PATCH').map((r) => ({ path: r.path, body: r.body }));
const gets = (requests: ApiRequest[]) => requests.filter((r) => r.method === 'GET').length;
const openButton = (sender: string) => screen.findByRole('button', { name: new RegExp(sender) });

setupAdminTests();

describe('FeedbackTab list (docs/product.md#admin-panel)', () => {
  it('shows type, message, page, sender or Anonymous, and status', async () => {
    serve([
      item(),
      item({ id: 'f2', userId: null, username: null, feedbackType: 'like', status: 'resolved' }),
    ]);
    renderAdmin(<FeedbackTab />);
    const list = await screen.findByRole('list', { name: M.labels.heading });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText(M.types.bug)).toBeTruthy();
    expect(within(first!).getByText(M.statuses.new)).toBeTruthy();
    expect(within(first!).getByText(item().message)).toBeTruthy();
    expect(within(first!).getByText('/tools?q=gpt')).toBeTruthy();
    expect(within(first!).getByText(`${M.sender}: siti`)).toBeTruthy();
    expect(within(second!).getByText(`${M.sender}: ${M.anonymous}`)).toBeTruthy();
    expect(within(second!).getByText(M.statuses.resolved)).toBeTruthy();
    expect(screen.getByText('Showing 2 feedback items')).toBeTruthy();
  });

  it('sends the status and type filters to the server', async () => {
    const requests = serve([item()]);
    renderAdmin(<FeedbackTab />);
    await screen.findByText('Showing 1 feedback item');
    fireEvent.change(screen.getByLabelText(M.statusLabel), { target: { value: 'in_progress' } });
    fireEvent.change(screen.getByLabelText(M.typeLabel), { target: { value: 'bug' } });
    await waitFor(() => {
      const last = requests.at(-1)!;
      expect(last.query.get('status')).toBe('in_progress');
      expect(last.query.get('type')).toBe('bug');
    });
  });

  it('says so in a toast when the list cannot load', async () => {
    stubApi({ 'GET /api/admin/feedback': () => apiError(500, 'Rosak') });
    renderAdmin(<FeedbackTab />);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(M.labels.loadFailed));
    expect(screen.getByText(M.labels.loadFailed)).toBeTruthy();
  });
});

describe('FeedbackTab details (docs/product.md#admin-panel "Feedback status")', () => {
  it('opening a new item marks it read and shows the full message and browser', async () => {
    const requests = serve([item()]);
    renderAdmin(<FeedbackTab />);
    fireEvent.click(await openButton('siti'));
    const dialog = screen.getByRole('dialog', { name: M.detailsTitle });
    expect(within(dialog).getByText(item().message)).toBeTruthy();
    expect(within(dialog).getByText('Mozilla/5.0 (Ujian)')).toBeTruthy();
    // The page opens in a new tab, and says so to screen readers.
    const link = within(dialog).getByRole('link', {
      name: '/tools?q=gpt (dibuka dalam tab baharu)',
    });
    expect(link.getAttribute('href')).toBe('/tools?q=gpt');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLSelectElement>(M.statusLabel).value).toBe('read'),
    );
    expect(patches(requests)).toEqual([
      { path: '/api/admin/feedback/f1', body: { status: 'read' } },
    ]);
    // Marking read on opening is quiet; the list has reloaded: its badge says Read too.
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    const list = await screen.findByRole('list', { name: M.labels.heading });
    expect(within(list).getByText(M.statuses.read)).toBeTruthy();
    expect(within(list).queryByText(M.statuses.new)).toBeNull();
  });

  it('opening an item that is not new changes nothing', async () => {
    const requests = serve([item({ status: 'in_progress' })]);
    renderAdmin(<FeedbackTab />);
    fireEvent.click(await openButton('siti'));
    const dialog = screen.getByRole('dialog', { name: M.detailsTitle });
    // No sleep to see that nothing was sent: a change the admin makes afterwards is answered,
    // and it is the first write; a write on opening would have gone before it.
    fireEvent.change(within(dialog).getByLabelText(M.statusLabel), {
      target: { value: 'resolved' },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.updated));
    expect(patches(requests)).toEqual([
      { path: '/api/admin/feedback/f1', body: { status: 'resolved' } },
    ]);
  });

  it('sets a status directly and saves notes keeping it, reloading the list each time', async () => {
    const requests = serve([item({ status: 'read', adminNotes: 'Lama' })]);
    renderAdmin(<FeedbackTab />);
    fireEvent.click(await openButton('siti'));
    const dialog = screen.getByRole('dialog', { name: M.detailsTitle });
    const loads = gets(requests);

    fireEvent.change(within(dialog).getByLabelText(M.statusLabel), {
      target: { value: 'in_progress' },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.updated));
    expect(gets(requests)).toBeGreaterThan(loads);
    expect(within(dialog).getByLabelText<HTMLSelectElement>(M.statusLabel).value).toBe(
      'in_progress',
    );

    const notes = within(dialog).getByLabelText<HTMLTextAreaElement>(M.notes);
    expect(notes.value).toBe('Lama');
    fireEvent.change(notes, { target: { value: 'Sedang dibaiki' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.saveNotes }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    expect(patches(requests)).toEqual([
      { path: '/api/admin/feedback/f1', body: { status: 'in_progress' } },
      { path: '/api/admin/feedback/f1', body: { adminNotes: 'Sedang dibaiki' } },
    ]);
    expect(within(dialog).getByLabelText<HTMLSelectElement>(M.statusLabel).value).toBe(
      'in_progress',
    );
  });

  it('says so when an update fails', async () => {
    serve([item({ status: 'read' })], () => apiError(500, 'Rosak'));
    renderAdmin(<FeedbackTab />);
    fireEvent.click(await openButton('siti'));
    const dialog = screen.getByRole('dialog', { name: M.detailsTitle });
    fireEvent.change(within(dialog).getByLabelText(M.statusLabel), {
      target: { value: 'resolved' },
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(M.labels.updateFailed, { description: 'Rosak' }),
    );
    expect(within(dialog).getByLabelText<HTMLSelectElement>(M.statusLabel).value).toBe('read');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
