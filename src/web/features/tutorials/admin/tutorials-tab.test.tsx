// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { RelatedItem } from '@shared/api';
import { LEARNING_PATH_MESSAGES } from '@shared/learning-path';
import type { TutorialResponse } from '@shared/tutorials';
import { learningPathKeys } from '../../../lib/query-keys';
import { useAdminLearningPath } from '../../../admin/api/get-learning-path';
import { LEARNING_PATH_CARD_MESSAGES as M } from './messages';
import { renderAdmin, setupAdminTests } from '../../../admin/test-utils';
import { TutorialsTab } from './tutorials-tab';
import { apiError, stubApi, page, writes, type ApiRoutes } from '../../../lib/test-api';
import type { AddToLearningPathResponse } from '@shared/learning-path';

const tutorialOf = (id: string, title: string): TutorialResponse => ({
  id,
  title,
  description: 'Belajar asas.',
  videoLanguage: 'en',
  captions: true,
  youtubeId: null,
  duration: null,
  instructor: null,
  difficulty: 'Pemula',
  category: 'Writing',
  steps: [],
  resources: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const TUTORIALS = [
  tutorialOf('t1', 'Asas ChatGPT'),
  tutorialOf('t2', 'Prompt Lanjutan'),
  tutorialOf('t3', 'Video AI'),
  tutorialOf('t4', 'Automasi Kerja'),
];
const related = (id: string): RelatedItem => {
  const { title, category, difficulty } = TUTORIALS.find((t) => t.id === id)!;
  return { id, title, category, difficulty };
};

/** GET /api/admin/learning-path's answer for a path of these tutorials, in order. */
const slotsOf = (path: string[]) => ({
  slots: [1, 2, 3].map((position) => ({
    position,
    tutorial: path[position - 1] ? related(path[position - 1]!) : null,
  })),
});

/**
 * The server's path, as in the API: an add takes position n+1, a fourth is refused, a removal
 * moves the ones after it up.
 */
function renderTab(initial: string[], overrides: ApiRoutes = {}, beside: ReactNode = null) {
  let path = [...initial];
  const slots = () => slotsOf(path);
  const known = (id: string) => TUTORIALS.some((t) => t.id === id);
  const requests = stubApi({
    'GET /api/admin/tutorials': () => page(TUTORIALS),
    'GET /api/admin/learning-path': slots,
    'POST /api/admin/learning-path/tutorials/:id': ({ params: { id } }) => {
      if (!known(id!)) return apiError(404, LEARNING_PATH_MESSAGES.unknownTutorial);
      if (path.length >= 3) return apiError(409, LEARNING_PATH_MESSAGES.tooMany);
      path.push(id!);
      return { position: path.length, ...slots() };
    },
    'DELETE /api/admin/learning-path/tutorials/:id': ({ params: { id } }) => {
      path = path.filter((other) => other !== id);
      return slots();
    },
    ...overrides,
  });
  const view = renderAdmin(
    <>
      <TutorialsTab />
      {beside}
    </>,
  );
  return { requests, client: view.client, unmount: view.unmount };
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
const addButton = (title: string) =>
  screen.findByRole<HTMLButtonElement>('button', { name: M.addItem(title) });
const removeButton = (title: string) =>
  screen.findByRole<HTMLButtonElement>('button', { name: M.removeItem(title) });
const click = (button: HTMLElement) => act(async () => void fireEvent.click(button));

/** Reads the same path query as the tab: says its status and refreshes it on demand. */
function PathProbe() {
  const path = useAdminLearningPath();
  return (
    <>
      <p>path: {path.status}</p>
      <button type="button" onClick={() => void path.refetch()}>
        refresh the path
      </button>
    </>
  );
}

setupAdminTests();

describe('Tutorials tab: the learning path from a tutorial card (docs/product.md#admin-panel)', () => {
  it('shows which tutorials are in the path and where, with the action to add or remove', async () => {
    renderTab(['t3', 't1']);
    expect(await removeButton('Video AI')).toBeTruthy();
    expect(await removeButton('Asas ChatGPT')).toBeTruthy();
    expect(await addButton('Prompt Lanjutan')).toBeTruthy();
    expect(within(card('Video AI')).getByText(M.inPath(1))).toBeTruthy();
    expect(within(card('Asas ChatGPT')).getByText(M.inPath(2))).toBeTruthy();
    expect(within(card('Prompt Lanjutan')).queryByText(/Learning Path #/)).toBeNull();
    // Issue 33: each card says its video's language.
    expect(within(card('Video AI')).getByText('Video BI')).toBeTruthy();
    // WCAG 2.5.3: the accessible name starts with the words on the button.
    for (const button of [await addButton('Prompt Lanjutan'), await removeButton('Video AI')]) {
      const visible = button.textContent!.trim();
      expect(button.getAttribute('aria-label')).toMatch(new RegExp(`^${visible}: `));
    }
    expect(M.addItem('Prompt Lanjutan')).toBe('Add to Path: Prompt Lanjutan');
    expect(M.removeItem('Video AI')).toBe('Remove from Path: Video AI');
  });

  it('says when the path cannot be loaded, the buttons disabled until a retry loads it', async () => {
    let failing = true;
    renderTab([], {
      'GET /api/admin/learning-path': () =>
        failing ? apiError(500, 'Pelayan sibuk') : slotsOf(['t1']),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Gagal memuat Learning Path: Pelayan sibuk');
    expect((await addButton('Asas ChatGPT')).disabled).toBe(true);
    expect((await addButton('Video AI')).disabled).toBe(true);

    failing = false;
    await click(within(alert).getByRole('button', { name: M.retry }));
    expect((await removeButton('Asas ChatGPT')).disabled).toBe(false);
    expect((await addButton('Video AI')).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed refresh of the path keeps the buttons usable and the focus where it was', async () => {
    let loads = 0;
    renderTab(
      [],
      {
        'GET /api/admin/learning-path': () =>
          (loads += 1) === 1 ? slotsOf(['t1']) : apiError(500, 'Pelayan sibuk'),
      },
      <PathProbe />,
    );
    const button = await removeButton('Asas ChatGPT');
    expect(button.disabled).toBe(false);
    button.focus();

    await click(screen.getByRole('button', { name: 'refresh the path' }));
    // The probe re-renders in the same batch as the tab: once it says error, so has the tab.
    await screen.findByText('path: error');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds at the next position, says Added with the position, and keeps the focus', async () => {
    const { requests, client } = renderTab(['t1']);
    client.setQueryData(learningPathKeys.lists(), { items: [] });
    const button = await addButton('Video AI');
    button.focus();
    await click(button);

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(M.added, {
        description: M.addedAt('Video AI', 2),
      }),
    );
    expect(M.addedAt('Video AI', 2)).toContain('position 2');
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/admin/learning-path/tutorials/t3' }),
    ]);
    expect(await removeButton('Video AI')).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(within(card('Video AI')).getByText(M.inPath(2))).toBeTruthy();
    // What members see of the path is fetched again.
    expect(client.getQueryState(learningPathKeys.lists())?.isInvalidated).toBe(true);
  });

  it('a fourth is refused with docs/product.md#admin-panel’s message and stays out', async () => {
    renderTab(['t1', 't2', 't3']);
    await click(await addButton('Automasi Kerja'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Maximum 3 tutorials allowed in learning path. Remove one first.',
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(await addButton('Automasi Kerja')).toBeTruthy();
    expect(within(card('Automasi Kerja')).queryByText(/Learning Path #/)).toBeNull();
  });

  it('removes one, says Removed, and the ones after it move up', async () => {
    const { requests } = renderTab(['t1', 't2', 't3']);
    await click(await removeButton('Asas ChatGPT'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(M.removed, {
        description: M.removedFrom('Asas ChatGPT'),
      }),
    );
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/admin/learning-path/tutorials/t1' }),
    ]);
    expect(await addButton('Asas ChatGPT')).toBeTruthy();
    expect(within(card('Prompt Lanjutan')).getByText(M.inPath(1))).toBeTruthy();
    expect(within(card('Video AI')).getByText(M.inPath(2))).toBeTruthy();
  });

  it('a failed change says the server’s reason', async () => {
    renderTab([], {
      'POST /api/admin/learning-path/tutorials/:id': () =>
        apiError(404, LEARNING_PATH_MESSAGES.unknownTutorial),
    });
    await click(await addButton('Asas ChatGPT'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(LEARNING_PATH_MESSAGES.unknownTutorial),
    );
  });

  it('still says Added when the card is gone before the answer (the list reloaded)', async () => {
    let answer: (value: AddToLearningPathResponse) => void = () => {};
    const { unmount } = renderTab([], {
      'POST /api/admin/learning-path/tutorials/:id': () =>
        new Promise<AddToLearningPathResponse>((resolve) => {
          answer = resolve;
        }),
    });
    await click(await addButton('Prompt Lanjutan'));
    unmount();
    await act(async () =>
      answer({
        position: 1,
        slots: [1, 2, 3].map((position) => ({
          position,
          tutorial: position === 1 ? related('t2') : null,
        })),
      }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(M.added, {
        description: M.addedAt('Prompt Lanjutan', 1),
      }),
    );
  });
});
