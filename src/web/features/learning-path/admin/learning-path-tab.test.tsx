// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { RelatedItem } from '@shared/api';
import { LEARNING_PATH_MESSAGES } from '@shared/learning-path';
import { learningPathKeys } from '../../../lib/query-keys';
import { LEARNING_PATH_ADMIN_MESSAGES as M } from './messages';
import { renderAdmin, setupAdminTests, submitForm } from '../../../admin/test-utils';
import { LearningPathTab } from './learning-path-tab';
import { apiError, stubApi, page, writes, type ApiRoutes } from '../../../lib/test-api';
import { tutorialCardOf } from '../../../lib/test-data';

const tutorial = (id: string, title: string, category = 'Writing'): RelatedItem => ({
  id,
  title,
  category,
  difficulty: 'Pemula',
});
const ASAS = tutorial('t1', 'Asas ChatGPT');
const PROMPT = tutorial('t2', 'Prompt Lanjutan');
const VIDEO = tutorial('t3', 'Video AI', 'Video');
const ALL = [ASAS, PROMPT, VIDEO];

const slotsOf = (tutorials: (RelatedItem | null)[]) => ({
  slots: tutorials.map((t, i) => ({ position: i + 1, tutorial: t })),
});

function renderTab(saved: (RelatedItem | null)[], routes: ApiRoutes = {}) {
  const requests = stubApi({
    'GET /api/admin/learning-path': () => slotsOf(saved),
    'GET /api/tutorials': (r) => {
      const q = (r.query.get('q') ?? '').toLowerCase();
      return page(
        ALL.filter((t) => t.title.toLowerCase().includes(q)).map((t) => tutorialCardOf(t)),
      );
    },
    ...routes,
  });
  const view = renderAdmin(<LearningPathTab />);
  return { requests, client: view.client };
}

const slot = (n: number) => screen.getByLabelText<HTMLSelectElement>(M.select(n));
const offered = (n: number) =>
  within(slot(n))
    .getAllByRole('option')
    .map((o) => o.textContent);
const choose = (n: number, id: string) => fireEvent.change(slot(n), { target: { value: id } });

setupAdminTests();

describe('Learning Path tab (docs/product.md#learning-path)', () => {
  it('shows the saved path in three slots, each able to be Tiada', async () => {
    renderTab([null, PROMPT, null]);
    await waitFor(() => expect(slot(2).value).toBe('t2'));
    expect(slot(1).value).toBe('');
    expect(slot(3).value).toBe('');
    expect(offered(1)[0]).toBe(M.none);
    expect(offered(2)).toContain('Prompt Lanjutan (Writing)');
  });

  it('never offers a tutorial already chosen in another slot', async () => {
    renderTab([ASAS, null, null]);
    await waitFor(() => expect(offered(2)).toHaveLength(3));
    expect(offered(2)).toEqual([M.none, 'Prompt Lanjutan (Writing)', 'Video AI (Video)']);
    expect(offered(1)).toEqual([
      M.none,
      'Asas ChatGPT (Writing)',
      'Prompt Lanjutan (Writing)',
      'Video AI (Video)',
    ]);

    choose(2, 't3');
    expect(offered(1)).toEqual([M.none, 'Asas ChatGPT (Writing)', 'Prompt Lanjutan (Writing)']);
    expect(offered(3)).toEqual([M.none, 'Prompt Lanjutan (Writing)']);
  });

  it('with no slot chosen, Save says so as a Validation Error and sends nothing', async () => {
    const { requests } = renderTab([ASAS, null, null]);
    await waitFor(() => expect(slot(1).value).toBe('t1'));
    choose(1, '');
    await submitForm(M.save);
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: LEARNING_PATH_MESSAGES.noneChosen,
    });
    expect(writes(requests)).toEqual([]);
  });

  it('saves the slots in order, says so and refreshes what members see', async () => {
    let saved: (RelatedItem | null)[] = [null, null, null];
    const { requests, client } = renderTab([], {
      'GET /api/admin/learning-path': () => slotsOf(saved),
      'PUT /api/admin/learning-path': (r) => {
        const ids = (r.body as { tutorialIds: (string | null)[] }).tutorialIds;
        saved = ids.map((id) => ALL.find((t) => t.id === id) ?? null);
        return slotsOf(saved);
      },
    });
    client.setQueryData(learningPathKeys.lists(), { items: [] });
    await waitFor(() => expect(offered(1)).toHaveLength(4));
    choose(1, 't3');
    choose(2, 't1');
    await submitForm(M.save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.saved));
    expect(writes(requests)).toEqual([
      expect.objectContaining({ body: { tutorialIds: ['t3', 't1', null] } }),
    ]);
    expect(slot(1).value).toBe('t3');
    expect(slot(2).value).toBe('t1');
    expect(client.getQueryState(learningPathKeys.lists())?.isInvalidated).toBe(true);
  });

  it('after saving shows the path as saved: an empty slot between two is closed (issue 16)', async () => {
    let saved: (RelatedItem | null)[] = [null, null, null];
    renderTab([], {
      'GET /api/admin/learning-path': () => slotsOf(saved),
      // The server keeps positions 1..n, as the Community dialog numbers them.
      'PUT /api/admin/learning-path': (r) => {
        const ids = (r.body as { tutorialIds: (string | null)[] }).tutorialIds;
        const chosen = ids.flatMap((id) => ALL.filter((t) => t.id === id));
        saved = [0, 1, 2].map((i) => chosen[i] ?? null);
        return slotsOf(saved);
      },
    });
    await waitFor(() => expect(offered(1)).toHaveLength(4));
    choose(1, 't1');
    choose(3, 't3');
    await submitForm(M.save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.saved));
    expect(slot(1).value).toBe('t1');
    expect(slot(2).value).toBe('t3');
    expect(slot(3).value).toBe('');
  });

  it('a refused save says Gagal menyimpan with the reason and keeps the choice', async () => {
    renderTab([null, null, null], {
      'PUT /api/admin/learning-path': () => apiError(400, 'Tutorial tidak dijumpai.'),
    });
    await waitFor(() => expect(offered(1)).toHaveLength(4));
    choose(1, 't2');
    await submitForm(M.save);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Gagal menyimpan: Tutorial tidak dijumpai.'),
    );
    expect(slot(1).value).toBe('t2');
  });

  it('a failed load says Gagal memuat data with the reason', async () => {
    renderTab([], {
      'GET /api/admin/learning-path': () => apiError(500, 'Pelayan sibuk'),
    });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Gagal memuat data: Pelayan sibuk'),
    );
    expect(screen.getByRole('alert').textContent).toContain('Gagal memuat data: Pelayan sibuk');
  });

  it('searches tutorials on the server for a slot', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = renderTab([null, null, null]);
    await waitFor(() => expect(offered(1)).toHaveLength(4));
    fireEvent.change(screen.getByRole('searchbox', { name: M.search(1) }), {
      target: { value: 'video' },
    });
    act(() => void vi.advanceTimersByTime(300));
    await waitFor(() => expect(offered(1)).toEqual([M.none, 'Video AI (Video)']));
    expect(requests.at(-1)?.query.get('q')).toBe('video');
    expect(offered(2)).toHaveLength(4);
    vi.useRealTimers();
  });
});
