import { describe, expect, it } from 'vitest';
import { TUTORIAL_MESSAGES as M } from '../../../shared/tutorials.js';
import { describeAdminCrud } from '../../test/admin-crud.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

let n = 0;
const tutorial = (overrides: object = {}) => ({
  title: `Tutorial Ujian ${++n}`,
  category: 'Writing',
  description: 'Belajar menulis dengan AI',
  duration: '30 minit',
  instructor: 'Cikgu Aina',
  youtubeId: 'dQw4w9WgXcQ',
  difficulty: 'Pemula',
  steps: [
    { title: ' Buka ChatGPT ', description: 'Daftar masuk', tools: ['ChatGPT', ' '] },
    { title: '  ', description: 'Langkah tanpa tajuk dibuang', tools: [] },
  ],
  resources: [
    { title: 'Panduan', url: 'https://contoh.my/panduan' },
    { title: '', url: 'https://contoh.my/tanpa-tajuk' },
    { title: 'Tanpa pautan', url: ' ' },
  ],
  ...overrides,
});

describeAdminCrud(t, {
  resource: 'tutorials',
  categorized: true,
  itemType: 'tutorial',
  create: () => tutorial(),
  update: () => tutorial({ title: 'Tutorial Dikemaskini', steps: [] }),
  // docs/product.md#tutorials: steps need a title, resources a title and url; text trimmed; blank tools dropped.
  created: (body) => ({
    ...body,
    steps: [{ title: 'Buka ChatGPT', description: 'Daftar masuk', tools: ['ChatGPT'] }],
    resources: [{ title: 'Panduan', url: 'https://contoh.my/panduan' }],
  }),
  updated: () => ({ title: 'Tutorial Dikemaskini', steps: [] }),
  search: (body) => (body as { title: string }).title,
  invalidCreate: [
    ...(['title', 'category', 'description', 'duration', 'instructor'] as const).map((field) => ({
      name: `no ${field}`,
      body: tutorial({ [field]: ' ' }),
      field,
      message: M[`${field}Required`],
    })),
    {
      name: 'no YouTube id',
      body: tutorial({ youtubeId: '' }),
      field: 'youtubeId',
      message: M.youtubeIdRequired,
    },
    {
      name: 'a video language other than ms, en or campur',
      body: tutorial({ videoLanguage: 'fr' }),
      field: 'videoLanguage',
      message: M.videoLanguageInvalid,
    },
    {
      name: 'a YouTube id that is not one',
      body: tutorial({ youtubeId: 'bukan id video' }),
      field: 'youtubeId',
      message: M.youtubeIdInvalid,
    },
    {
      name: 'an address that is not YouTube',
      body: tutorial({ youtubeId: 'https://vimeo.com/dQw4w9WgXcQ' }),
      field: 'youtubeId',
      message: M.youtubeIdInvalid,
    },
    {
      name: 'a javascript: resource link',
      body: tutorial({ resources: [{ title: 'Jahat', url: 'javascript:alert(1)' }] }),
      field: 'resources.0.url',
      message: M.resourceUrlInvalid,
    },
    {
      name: 'an unknown difficulty',
      body: tutorial({ difficulty: 'Mudah' }),
      field: 'difficulty',
      message: M.difficultyInvalid,
    },
  ],
});

describe('admin tutorials', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'youtube.com/shorts/dQw4w9WgXcQ',
  ])('takes the video id from a pasted address: %s', async (youtubeId) => {
    const res = await t()
      .as(await t().admin())
      .post('/api/admin/tutorials', tutorial({ youtubeId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().youtubeId).toBe('dQw4w9WgXcQ');
  });

  it('shows an edited tutorial to members with its new steps', async () => {
    const admin = await t().admin();
    const created = (await t().as(admin).post('/api/admin/tutorials', tutorial())).json();
    await t()
      .as(admin)
      .put(
        `/api/admin/tutorials/${created.id}`,
        tutorial({ steps: [{ title: 'Satu' }, { title: 'Dua' }] }),
      );
    const seen = (
      await t()
        .as(await t().member())
        .get(`/api/tutorials/${created.id}`)
    ).json();
    expect(seen.tutorial.steps.map((s: { title: string }) => s.title)).toEqual(['Satu', 'Dua']);
  });

  it('keeps the video language and captions a member is told (issue 19)', async () => {
    const admin = await t().admin();
    const created = await t()
      .as(admin)
      .post('/api/admin/tutorials', tutorial({ videoLanguage: 'ms', captions: false }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ videoLanguage: 'ms', captions: false });
    const seen = (
      await t()
        .as(await t().member())
        .get(`/api/tutorials/${created.json().id}`)
    ).json();
    expect(seen.tutorial).toMatchObject({ videoLanguage: 'ms', captions: false });
    // Left out, they are English with captions, as every video so far.
    const plain = (await t().as(admin).post('/api/admin/tutorials', tutorial())).json();
    expect(plain).toMatchObject({ videoLanguage: 'en', captions: true });
  });

  it("keeps a video of both languages, 'campur', through an edit and back (issue 33)", async () => {
    const admin = t().as(await t().admin());
    const created = await admin.post('/api/admin/tutorials', tutorial({ videoLanguage: 'campur' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ videoLanguage: 'campur' });
    const id = created.json().id as string;
    const read = async () =>
      (
        await t()
          .as(await t().member())
          .get(`/api/tutorials/${id}`)
      ).json().tutorial.videoLanguage;
    expect(await read()).toBe('campur');
    const edited = await admin.put(`/api/admin/tutorials/${id}`, tutorial({ videoLanguage: 'ms' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await read()).toBe('ms');
    const stored = await t()
      .db.selectFrom('tutorials')
      .select('video_language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.video_language).toBe('ms');
  });
});
