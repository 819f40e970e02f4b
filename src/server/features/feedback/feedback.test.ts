import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES as M } from '../../../shared/feedback.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();
const URL = '/api/feedback';
const valid = { type: 'bug', message: 'Butang simpan tidak berfungsi.', pageUrl: '/tools?q=gpt' };

const rowsOf = (userId: string) =>
  t().db.selectFrom('feedback').selectAll().where('user_id', '=', userId).execute();

describeMembersOnly(t, {
  calls: async () => [{ method: 'POST', url: URL, payload: valid }],
  state: () => t().db.selectFrom('feedback').select('id').execute(),
  writes: true,
});

describe('POST /api/feedback', () => {
  it('stores new feedback from the member, page and browser that sent it', async () => {
    const { user, cookie } = await t().signedIn();
    const other = await t().createUser();
    t().clock.current = new Date('2025-05-06T07:08:09.000Z');
    const res = await t()
      .as(cookie)
      .post(
        URL,
        { ...valid, message: '  Butang rosak  ', user_id: other.id, userAgent: 'Palsu/1.0' },
        { headers: { 'user-agent': 'Mozilla/5.0 (Ujian)' } },
      );
    t().clock.current = new Date();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      userId: user.id,
      type: 'bug',
      message: 'Butang rosak',
      pageUrl: '/tools?q=gpt',
      userAgent: 'Mozilla/5.0 (Ujian)',
      status: 'new',
      adminNotes: null,
      createdAt: '2025-05-06T07:08:09.000Z',
      updatedAt: '2025-05-06T07:08:09.000Z',
    });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      feedback_type: 'bug',
      message: 'Butang rosak',
      page_url: '/tools?q=gpt',
      user_agent: 'Mozilla/5.0 (Ujian)',
      status: 'new',
    });
    expect(await rowsOf(other.id)).toHaveLength(0);
  });

  it('accepts every feedback type', async () => {
    const { cookie } = await t().signedIn();
    for (const type of ['like', 'dislike', 'bug', 'suggestion']) {
      const res = await t()
        .as(cookie)
        .post(URL, { ...valid, type });
      expect(res.statusCode, type).toBe(201);
    }
  });

  it('accepts a message of exactly 500 characters', async () => {
    const { user, cookie } = await t().signedIn();
    const res = await t()
      .as(cookie)
      .post(URL, { ...valid, message: 'm'.repeat(500) });
    expect(res.statusCode).toBe(201);
    expect((await rowsOf(user.id))[0]?.message).toHaveLength(500);
  });

  it('cuts a long User-Agent header to 500 characters and stores none when absent', async () => {
    const { user, cookie } = await t().signedIn();
    const long = `Mozilla/${'x'.repeat(600)}`;
    await t()
      .as(cookie)
      .post(URL, valid, { headers: { 'user-agent': long } });
    await t()
      .as(cookie)
      .post(URL, { type: 'like', message: 'Suka!' }, { headers: { 'user-agent': '' } });
    const rows = await rowsOf(user.id);
    const byType = Object.fromEntries(rows.map((r) => [r.feedback_type, r]));
    expect(byType.bug?.user_agent).toBe(long.slice(0, 500));
    expect(byType.like).toMatchObject({ user_agent: null, page_url: null });
  });
});

describe('POST /api/feedback bad input', () => {
  it.each([
    ['no type', { type: undefined }, 'type', M.required],
    ['an unknown type', { type: 'praise' }, 'type', M.required],
    ['no message', { message: undefined }, 'message', M.required],
    ['an empty message', { message: '' }, 'message', M.required],
    ['a blank message', { message: ' \n\t ' }, 'message', M.required],
    ['a message of 501 characters', { message: 'm'.repeat(501) }, 'message', M.tooLong],
    ['a full URL as page', { pageUrl: 'https://jahat.example/' }, 'pageUrl', M.invalidPage],
    ['a protocol-relative page', { pageUrl: '//jahat.example' }, 'pageUrl', M.invalidPage],
    ['a javascript: page', { pageUrl: 'javascript:alert(1)' }, 'pageUrl', M.invalidPage],
    ['an over-long page', { pageUrl: `/${'a'.repeat(2000)}` }, 'pageUrl', M.invalidPage],
  ])('refuses %s, writing nothing', async (_name, change, field, message) => {
    const { user, cookie } = await t().signedIn();
    const res = await t()
      .as(cookie)
      .post(URL, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_failed',
      message,
      fields: { [field]: message },
    });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('limits how much feedback one member sends in an hour', async () => {
    const { user, cookie } = await t().signedIn();
    for (let i = 0; i < 30; i++) {
      expect((await t().as(cookie).post(URL, valid)).statusCode).toBe(201);
    }
    const res = await t().as(cookie).post(URL, valid);
    expect(res.statusCode).toBe(429);
    expect(await rowsOf(user.id)).toHaveLength(30);
  });
});
