// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolDetailResponse } from '@shared/tools';
import { apiError, stubApi, type ApiRequest } from '../../../lib/test-api';
import { relatedOf, toolCardOf, toolDetailOf } from '../../../lib/test-data';
import { renderWithClient } from '../../../lib/test-render';
import { TOOLS_MESSAGES as M } from '../messages';
import ToolDetailPage from './tool-detail-page';

const DETAIL = toolDetailOf(
  {
    id: 't1',
    name: 'ChatGPT',
    mainFunction: 'Pembantu AI perbualan',
    description: 'Menulis e-mel dan artikel.',
    category: 'Writing',
    pricing: 'Freemium',
    rating: 4.8,
    website: 'https://chatgpt.com',
    keyFeatures: ['Menulis draf', 'Carian web'],
    alternatives: ['Claude', 'Gemini'],
  },
  {
    similar: [
      toolCardOf({
        id: 't2',
        name: 'Claude',
        mainFunction: 'Analisis dokumen',
        category: 'Coding',
      }),
    ],
    tutorials: [relatedOf('tu1', 'Asas ChatGPT')],
    workflows: [relatedOf('w1', 'Tulis Artikel Blog')],
  },
);

/** The page at /tools/t1 with the detail answered by `answer`. */
function renderPage(
  answer: (request: ApiRequest) => ToolDetailResponse | Response | Promise<never> = () => DETAIL,
) {
  const requests = stubApi({
    'GET /api/tools/:id': answer,
    'GET /api/me/favorites': () => ({ items: [] }),
    'GET /api/me/statuses': () => ({ tutorials: [], items: [] }),
  });
  renderWithClient(<ToolDetailPage />, { at: '/tools/t1', route: '/tools/:id' });
  return requests;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/tools/:id (docs/product.md#tools tool detail)', () => {
  it("asks for the tool in the address and shows the page's skeleton until it comes", async () => {
    const requests = renderPage(() => new Promise<never>(() => {}));
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/tools/t1'));
    expect(screen.getByRole('status').textContent).toBe('Memuatkan…');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the tool: badges, name, website, description, features and alternatives', async () => {
    renderPage();
    const name = await screen.findByRole('heading', { level: 1, name: 'ChatGPT' });
    // The tool's own card: its logo and name sit in one row under the badges.
    const header = within(name.parentElement!.parentElement!);
    expect(header.getByText('Pembantu AI perbualan')).toBeTruthy();
    expect(header.getByText('Penulisan')).toBeTruthy();
    expect(header.getByLabelText(M.ratingLabel(4.8))).toBeTruthy();
    const visit = screen.getByRole('link', { name: new RegExp(M.visitWebsite) });
    expect(visit.getAttribute('href')).toBe('https://chatgpt.com/');
    expect(visit.getAttribute('target')).toBe('_blank');
    expect(visit.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Menulis e-mel dan artikel.')).toBeTruthy();
    const features = screen.getByRole('heading', { name: M.keyFeatures }).parentElement!;
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['Menulis draf', 'Carian web']);
    const alternatives = screen.getByRole('list', { name: M.alternatives });
    // Each chip leads with the tool's initials (issue 20), hidden from screen readers.
    expect(within(alternatives).getAllByRole('button')).toEqual([
      within(alternatives).getByRole('button', { name: 'Claude' }),
      within(alternatives).getByRole('button', { name: 'Gemini' }),
    ]);
  });

  it('links the related workflows and tutorials and the similar tools', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ChatGPT' });
    const section = (name: string) => screen.getByRole('region', { name });
    expect(
      within(section(M.relatedWorkflows)).getByRole('link', { name: 'Tulis Artikel Blog' }),
    ).toHaveProperty('pathname', '/workflows/w1');
    expect(
      within(section(M.relatedTutorials)).getByRole('link', { name: 'Asas ChatGPT' }),
    ).toHaveProperty('pathname', '/learning/tu1');
    expect(within(section(M.similar)).getByRole('link', { name: 'Claude' })).toHaveProperty(
      'pathname',
      '/tools/t2',
    );
  });

  it('gives a member the status and favourite controls', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ChatGPT' });
    const status = screen.getByLabelText<HTMLSelectElement>('Status');
    await waitFor(() => expect(status.disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
  });

  it('leaves out what the tool does not have', async () => {
    renderPage(() =>
      toolDetailOf({
        website: null,
        description: null,
        rating: null,
        keyFeatures: [],
        alternatives: [],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'ChatGPT' });
    expect(screen.queryByRole('link', { name: new RegExp(M.visitWebsite) })).toBeNull();
    for (const title of [M.description, M.keyFeatures, M.alternatives, M.similar]) {
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
    }
  });

  it.each([
    ['an unknown tool', 404, M.notFound],
    ['a failed load', 500, M.loadFailed],
  ])('says so for %s, with a way back to the list', async (_, status, text) => {
    renderPage(() => apiError(status, 'Tiada'));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.backToTools }).getAttribute('href')).toBe('/tools');
  });
});
