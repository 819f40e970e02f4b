import { describe, expect, it } from 'vitest';
import { SUGGESTION_MESSAGES as M } from '../../../shared/suggestions.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
const URL = '/api/suggestions';

const valid = {
  type: 'tool',
  title: 'Perplexity',
  description: 'Enjin carian AI yang memberi jawapan dengan sumber.',
  website: 'https://www.perplexity.ai',
  reason: 'Sangat berguna untuk kajian pantas.',
};

const rowsOf = (userId: string) =>
  t().db.selectFrom('suggestions').selectAll().where('user_id', '=', userId).execute();

describeMembersOnly(t, {
  calls: async () => [{ method: 'POST', url: URL, payload: valid }],
  state: () => t().db.selectFrom('suggestions').select('id').execute(),
  writes: true,
});

describe('POST /api/suggestions', () => {
  it('creates a pending suggestion owned by the signed-in member', async () => {
    const { user, cookie } = await t().signedIn();
    const other = await t().createUser();
    t().clock.current = new Date('2025-03-04T05:06:07.000Z');
    const res = await t()
      .as(cookie)
      .post(URL, { ...valid, title: '  Perplexity  ', user_id: other.id, userId: other.id });
    t().clock.current = new Date();
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      userId: user.id,
      type: 'tool',
      title: 'Perplexity',
      description: valid.description,
      reason: valid.reason,
      website: valid.website,
      status: 'pending',
      createdAt: '2025-03-04T05:06:07.000Z',
      updatedAt: '2025-03-04T05:06:07.000Z',
    });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, status: 'pending', title: 'Perplexity' });
    expect(await rowsOf(other.id)).toHaveLength(0);
  });

  it('accepts every content type', async () => {
    const { cookie } = await t().signedIn();
    for (const type of ['tool', 'workflow', 'tutorial', 'prompt']) {
      const res = await t()
        .as(cookie)
        .post(URL, { ...valid, type });
      expect(res.statusCode, type).toBe(201);
      expect(res.json().type).toBe(type);
    }
  });

  it('accepts a prompt with no website (issue 33)', async () => {
    const { user, cookie } = await t().signedIn();
    const res = await t().as(cookie).post(URL, {
      type: 'prompt',
      title: 'Kapsyen Facebook untuk kuih',
      description: 'Tulis kapsyen Facebook yang mesra untuk jualan kuih raya saya.',
      reason: 'Ramai peniaga kecil perlukan kapsyen dalam Bahasa Melayu.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'prompt', website: null, status: 'pending' });
    expect(await rowsOf(user.id)).toEqual([
      expect.objectContaining({ type: 'prompt', website: null }),
    ]);
  });

  it.each([
    ['title of 100 characters', { title: 'a'.repeat(100) }],
    ['description of 10 characters', { description: 'd'.repeat(10) }],
    ['description of 500 characters', { description: 'd'.repeat(500) }],
    ['reason of 10 characters', { reason: 'r'.repeat(10) }],
    ['reason of 300 characters', { reason: 'r'.repeat(300) }],
    ['an http website', { website: 'http://contoh.my/alat' }],
    ['https://x.com', { website: 'https://x.com' }],
  ])('accepts a %s', async (_name, change) => {
    const { user, cookie } = await t().signedIn();
    const res = await t()
      .as(cookie)
      .post(URL, { ...valid, ...change });
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject(change);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
    ['null', null],
  ])('stores a website that is %s as null', async (_name, website) => {
    const { user, cookie } = await t().signedIn();
    const res = await t()
      .as(cookie)
      .post(URL, { ...valid, website });
    expect(res.statusCode).toBe(201);
    expect(res.json().website).toBeNull();
    expect((await rowsOf(user.id))[0]?.website).toBeNull();
  });
});

describe('POST /api/suggestions bad input', () => {
  const d = 'description';
  it.each([
    ['no type', { type: undefined }, M.typeRequired],
    ['an unknown type', { type: 'video' }, M.typeRequired],
    ['no title', { title: undefined }, M.titleRequired],
    ['a blank title', { title: '   ' }, M.titleRequired],
    ['a title of 101 characters', { title: 'a'.repeat(101) }, M.titleTooLong],
    ['a description of 9 characters', { [d]: 'd'.repeat(9) }, M.descriptionTooShort],
    ['a description of 501 characters', { [d]: 'd'.repeat(501) }, M.descriptionTooLong],
    ['a description of spaces', { [d]: ' '.repeat(20) }, M.descriptionTooShort],
    ['a reason of 9 characters', { reason: 'r'.repeat(9) }, M.reasonTooShort],
    ['a reason of 301 characters', { reason: 'r'.repeat(301) }, M.reasonTooLong],
    ['no reason', { reason: undefined }, M.reasonTooShort],
    ['an ftp website', { website: 'ftp://x' }, M.invalidUrl],
    ['a javascript: website', { website: 'javascript:alert(1)' }, M.invalidUrl],
    ['a website without a scheme', { website: 'contoh.my' }, M.invalidUrl],
    ['a website with spaces', { website: 'https://con toh.my' }, M.invalidUrl],
    ['an over-long website', { website: `https://x.com/${'a'.repeat(2000)}` }, M.invalidUrl],
  ])('refuses %s, writing nothing', async (_name, change, message) => {
    const { user, cookie } = await t().signedIn();
    const res = await t()
      .as(cookie)
      .post(URL, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message,
      fields: { [Object.keys(change)[0]!]: message },
    });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('names the first failing field in the message and every field in fields', async () => {
    const { cookie } = await t().signedIn();
    const res = await t()
      .as(cookie)
      .post(URL, { type: '', title: '', description: 'x', reason: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message: M.typeRequired,
      fields: {
        type: M.typeRequired,
        title: M.titleRequired,
        description: M.descriptionTooShort,
        reason: M.reasonTooShort,
      },
    });
  });

  it('limits how many suggestions one member sends in an hour', async () => {
    const { user, cookie } = await t().signedIn();
    for (let i = 0; i < 20; i++) {
      expect((await t().as(cookie).post(URL, valid)).statusCode).toBe(201);
    }
    const res = await t().as(cookie).post(URL, valid);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(await rowsOf(user.id)).toHaveLength(20);
    // Another member is not held back by the first one's count.
    const other = await t().signedIn();
    expect((await t().as(other.cookie).post(URL, valid)).statusCode).toBe(201);
  });
});
