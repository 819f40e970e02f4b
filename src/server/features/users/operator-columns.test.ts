import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/account.js';
import { useTestApp } from '../../test/app.js';

// Issue 33, point 12 (docs/decisions/050-operator-columns.md): the Users tab shows when each
// member joined and was last active, sorts by either, and keeps an optional order number, given
// at registration or set by the admin, that its search finds.

const t = useTestApp();

const HOUR = 60 * 60 * 1000;
const lastActiveOf = async (id: string) =>
  (
    await t()
      .db.selectFrom('users')
      .select('last_active_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).last_active_at;
const later = (ms: number) => {
  t().clock.current = new Date(t().clock.current.getTime() + ms);
};

describe('Users tab: joined and last active', () => {
  it('records last activity at sign-in and at most hourly after, and sorts by it', async () => {
    const admin = await t().admin();
    const quiet = await t().createUser({
      username: 'Aktif_Tiada',
      created_at: '2030-01-03T00:00:00.000Z',
    });
    const early = await t().signedIn({
      username: 'Aktif_Awal',
      created_at: '2030-01-01T00:00:00.000Z',
    });
    const signedInAt = t().clock.current.toISOString();
    expect(await lastActiveOf(early.user.id)).toBe(signedInAt);

    // Within the hour: not written again, however often the member asks.
    later(10 * 60 * 1000);
    expect((await t().as(early.cookie).get('/api/me/dashboard')).statusCode).toBe(200);
    expect(await lastActiveOf(early.user.id)).toBe(signedInAt);
    // After the hour: written with the next request that touches the session.
    later(HOUR);
    expect((await t().as(early.cookie).get('/api/me/dashboard')).statusCode).toBe(200);
    const touched = t().clock.current.toISOString();
    expect(await lastActiveOf(early.user.id)).toBe(touched);

    later(60 * 1000);
    const late = await t().signedIn({
      username: 'Aktif_Lewat',
      created_at: '2030-01-02T00:00:00.000Z',
    });
    const q = 'q=aktif_';
    const byJoined = (await t().as(admin).get(`/api/admin/users?${q}`)).json();
    expect(byJoined.items.map((u: { username: string }) => u.username)).toEqual([
      'Aktif_Tiada',
      'Aktif_Lewat',
      'Aktif_Awal',
    ]);
    expect(byJoined.items[2]).toMatchObject({
      createdAt: '2030-01-01T00:00:00.000Z',
      lastActiveAt: touched,
    });
    expect(byJoined.items[0]).toMatchObject({ lastActiveAt: null });
    expect(byJoined.items[0]).not.toHaveProperty('accountType');

    const byActive = (await t().as(admin).get(`/api/admin/users?${q}&sort=active`)).json();
    expect(byActive.items.map((u: { username: string }) => u.username)).toEqual([
      'Aktif_Lewat',
      'Aktif_Awal',
      'Aktif_Tiada',
    ]);
    // Paged one at a time, the order holds across pages (never-active accounts last).
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t()
        .as(admin)
        .get(`/api/admin/users?${q}&sort=active&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      names.push(...page.items.map((u: { username: string }) => u.username));
      cursor = page.nextCursor;
    } while (cursor);
    expect(names).toEqual(['Aktif_Lewat', 'Aktif_Awal', 'Aktif_Tiada']);
    expect(quiet.id).toBeTruthy();
    expect(late.user.id).toBeTruthy();

    const bad = await t().as(admin).get('/api/admin/users?sort=bogus');
    expect(bad.statusCode).toBe(400);
  });
});

describe('Users tab: order number', () => {
  it('is taken at registration, trimmed, and found by the search', async () => {
    const admin = await t().admin();
    const res = await t().as(null).post('/api/auth/register', {
      username: 'Pesan_Daftar',
      email: 'pesan.daftar@contoh.my',
      password: 'rahsia123',
      gender: 'female',
      birthday: '1990-05-17',
      orderNumber: '  HAB-2030/0042 ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = (await t().as(admin).get('/api/admin/users?q=2030/0042')).json();
    expect(found.items).toEqual([
      expect.objectContaining({ username: 'Pesan_Daftar', orderNumber: 'HAB-2030/0042' }),
    ]);
  });

  it('refuses an order number that is too long or odd, in Malay, at registration', async () => {
    for (const orderNumber of ['X'.repeat(41), 'HAB<script>']) {
      const res = await t().as(null).post('/api/auth/register', {
        username: 'Pesan_Salah',
        email: 'pesan.salah@contoh.my',
        password: 'rahsia123',
        gender: 'male',
        birthday: '1990-05-17',
        orderNumber,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(ACCOUNT_MESSAGES.orderNumberInvalid);
    }
  });

  it('is set and cleared by an admin only, audited, and bad input is a clear 400', async () => {
    const admin = await t().admin();
    const member = await t().signedIn({ username: 'Pesan_Admin' });
    const path = `/api/admin/users/${member.user.id}/order-number`;

    const set = await t().as(admin).patch(path, { orderNumber: ' ORD 77 ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: member.user.id, orderNumber: 'ORD 77' });
    const found = (await t().as(admin).get('/api/admin/users?q=ord%2077')).json();
    expect(found.items.map((u: { id: string }) => u.id)).toEqual([member.user.id]);
    const log = await t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', member.user.id)
      .execute();
    expect(log.map((row) => row.action)).toEqual(['update']);

    const cleared = await t().as(admin).patch(path, { orderNumber: '  ' });
    expect(cleared.json()).toMatchObject({ orderNumber: null });

    const tooLong = await t()
      .as(admin)
      .patch(path, { orderNumber: 'X'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(ACCOUNT_MESSAGES.orderNumberInvalid);
    expect((await t().as(admin).patch(path, { orderNumber: 42 })).statusCode).toBe(400);
    const missing = await t()
      .as(admin)
      .patch('/api/admin/users/00000000-0000-4000-8000-000000000000/order-number', {
        orderNumber: 'A1',
      });
    expect(missing.statusCode).toBe(404);

    expect((await t().as(member.cookie).patch(path, { orderNumber: 'A1' })).statusCode).toBe(403);
    expect((await t().as(null).patch(path, { orderNumber: 'A1' })).statusCode).toBe(401);
  });
});
