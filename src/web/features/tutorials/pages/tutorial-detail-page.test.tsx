// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TutorialDetailResponse } from '@shared/tutorials';
import { apiError, stubApi, type ApiRequest } from '../../../lib/test-api';
import { tutorialDetailOf } from '../../../lib/test-data';
import { renderWithClient } from '../../../lib/test-render';
import { TUTORIALS_MESSAGES as M } from '../messages';
import TutorialDetailPage from './tutorial-detail-page';

const DETAIL = tutorialDetailOf(
  {
    id: 'tu1',
    title: 'Asas ChatGPT',
    description: 'Belajar menulis arahan yang jelas.',
    youtubeId: 'dQw4w9WgXcQ',
    instructor: 'Cikgu Aina',
    duration: '10 minit',
    difficulty: 'Pemula',
    category: 'Writing',
    steps: [
      { title: 'Daftar akaun', description: 'Buka laman dan daftar.', tools: ['ChatGPT'] },
      { title: 'Tulis arahan', description: 'Cuba arahan pertama.', tools: [] },
    ],
    resources: [{ title: 'Panduan rasmi', url: 'https://help.openai.com/' }],
  },
  [
    {
      id: 't2',
      name: 'Claude',
      mainFunction: 'Analisis dokumen',
      category: 'Writing',
      pricing: 'Freemium',
      rating: 4.7,
    },
  ],
);

/** The page at /learning/tu1 with the detail answered by `answer`. */
function renderPage(
  answer: (request: ApiRequest) => TutorialDetailResponse | Response | Promise<never> = () =>
    DETAIL,
) {
  const requests = stubApi({
    'GET /api/tutorials/:id': answer,
    'GET /api/me/favorites': () => ({ items: [] }),
    'GET /api/me/statuses': () => ({ tutorials: [], items: [] }),
  });
  renderWithClient(<TutorialDetailPage />, { at: '/learning/tu1', route: '/learning/:id' });
  return requests;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/learning/:id (docs/product.md#tutorials tutorial detail)', () => {
  it("asks for the tutorial in the address and shows the page's skeleton until it comes", async () => {
    const requests = renderPage(() => new Promise<never>(() => {}));
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/tutorials/tu1'));
    expect(screen.getByRole('status').textContent).toBe('Memuatkan…');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBeNull();
    // Issue 20: the video's place above the header is kept.
    expect(screen.getByRole('status').querySelector('.aspect-video')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the video, title, badges, instructor, duration and description', async () => {
    renderPage();
    const title = await screen.findByRole('heading', { level: 1, name: 'Asas ChatGPT' });
    const header = within(title.parentElement!);
    expect(header.getByText('Pemula')).toBeTruthy();
    expect(header.getByText('Penulisan')).toBeTruthy();
    expect(header.getByText('Cikgu Aina')).toBeTruthy();
    expect(header.getByText('10 minit')).toBeTruthy();
    expect(header.getByText('Belajar menulis arahan yang jelas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: M.play('Asas ChatGPT') })).toBeTruthy();
    // Issue 19: the video's language and its captions, before it plays.
    expect(screen.getByText(`${M.videoLanguage.en} · ${M.captionsOn}`)).toBeTruthy();
  });

  it('says a Malay video without captions has none', async () => {
    renderPage(() => ({
      ...DETAIL,
      tutorial: { ...DETAIL.tutorial, videoLanguage: 'ms', captions: false },
    }));
    expect(await screen.findByText(`${M.videoLanguage.ms} · ${M.noCaptions}`)).toBeTruthy();
  });

  it('lists the steps in order with their tools, the resources and the related tools', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Asas ChatGPT' });
    const steps = screen.getByRole('list', { name: M.steps });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Daftar akaun', 'Tulis arahan']);
    expect(
      within(screen.getByRole('list', { name: M.stepTools(1) })).getByRole('button', {
        name: 'ChatGPT',
      }),
    ).toBeTruthy();
    const resource = within(screen.getByRole('list', { name: M.resources })).getByRole('link', {
      name: new RegExp('Panduan rasmi'),
    });
    expect(resource.getAttribute('href')).toBe('https://help.openai.com/');
    expect(resource.getAttribute('target')).toBe('_blank');
    const related = screen.getByRole('region', { name: M.relatedTools });
    expect(within(related).getByRole('link', { name: /Claude/ })).toHaveProperty(
      'pathname',
      '/tools/t2',
    );
  });

  it('gives a member the status and favourite controls', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Asas ChatGPT' });
    const status = screen.getByLabelText<HTMLSelectElement>('Status');
    await waitFor(() => expect(status.disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
  });

  it('leaves out the video, steps and related tools a tutorial does not have', async () => {
    renderPage(() => tutorialDetailOf({ youtubeId: null, steps: [] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Mainkan video/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: M.steps })).toBeNull();
    expect(screen.queryByRole('heading', { name: M.relatedTools })).toBeNull();
  });

  it.each([
    ['an unknown tutorial', 404, M.notFound],
    ['a failed load', 500, M.loadFailed],
  ])('says so for %s, with a way back to the list', async (_, status, text) => {
    renderPage(() => apiError(status, 'Tiada'));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.backToLearning }).getAttribute('href')).toBe(
      '/learning',
    );
  });
});
