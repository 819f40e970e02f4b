import { afterAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/connect.js';
import type { FeedResource } from '../db/changes.js';
import { useTestApp, type TestApp } from '../test/app.js';
import { LAST_USED_EVERY_MS, hashToken } from './sessions.js';

// docs/architecture.md#sessions: each process keeps a session it has read for READ_CACHE_SECONDS,
// and forgets it as soon as a change that may end it is announced, in whichever process it was
// made. Two apps on one database: on PostgreSQL the second has its own pool and LISTEN connection,
// as a second process behind a load balancer would; SQLite runs one process.
const KEEP = { READ_CACHE_SECONDS: '5' };
const t = useTestApp(KEEP);
let other: DbHandle | undefined;
const second = useTestApp(KEEP, { databaseOf: () => (other ??= t().reopen?.()) ?? t() });
afterAll(async () => other?.close());

const whoAmI = async (app: TestApp, cookie: string) =>
  (await app.as(cookie).get('/api/auth/session')).json<{ user: { id: string } | null }>().user;

/**
 * A new member signed in on the first app, once the second has heard that sign-in's own
 * announcement (on PostgreSQL it arrives a moment later and would empty what the test keeps).
 */
async function signedInEverywhere() {
  const member = await t().signedIn();
  await second().changesSettled();
  return member;
}

/** Resolves when `app`'s process hears `resource` announced (its change feed's delay). */
async function heard(app: TestApp, resource: FeedResource) {
  await app.changes.ready();
  return new Promise<void>((resolve) => {
    const off = app.changes.subscribe((event) => {
      if (event.resource !== resource) return;
      off();
      resolve();
    });
  });
}

describe('kept sessions', () => {
  it('are read once and kept for a few seconds: a change nobody announced shows after them', async () => {
    const { user, cookie } = await signedInEverywhere();
    expect((await whoAmI(second(), cookie))?.id).toBe(user.id);
    // Removed behind the app's back (no route announces it): the kept session still answers…
    await t().db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    expect((await whoAmI(second(), cookie))?.id).toBe(user.id);
    // …until the 5 seconds are over.
    second().clock.current = new Date(second().clock.current.getTime() + 5_000);
    expect(await whoAmI(second(), cookie)).toBeNull();
  });

  it('a sign-out in one process is honoured by another as soon as it hears of it', async () => {
    const { user, cookie } = await signedInEverywhere();
    expect((await whoAmI(second(), cookie))?.id).toBe(user.id);

    const announced = heard(second(), 'sessions');
    expect((await t().as(cookie).post('/api/auth/logout')).statusCode).toBe(204);
    await announced;
    expect(await whoAmI(second(), cookie)).toBeNull();
    expect((await second().as(cookie).get('/api/me/dashboard')).statusCode).toBe(401);
  });

  it('a new password ends the other sessions in every process', async () => {
    const { user, cookie } = await signedInEverywhere();
    const elsewhere = await t().cookieFor(user);
    await second().changesSettled();
    expect((await whoAmI(second(), elsewhere))?.id).toBe(user.id);

    const announced = heard(second(), 'sessions');
    const changed = await t().as(cookie).patch('/api/profile', {
      displayName: '',
      email: '',
      avatarUrl: '',
      currentPassword: user.password,
      newPassword: 'BaharuSekali99',
    });
    expect(changed.statusCode).toBe(200);
    await announced;
    expect(await whoAmI(second(), elsewhere)).toBeNull();
    expect((await whoAmI(second(), cookie))?.id).toBe(user.id);
  });

  it("an admin's removal of an account reaches its kept session in another process", async () => {
    const admin = await t().admin();
    const { user, cookie } = await signedInEverywhere();
    expect((await second().as(cookie).get('/api/me/dashboard')).statusCode).toBe(200);

    const announced = heard(second(), 'users');
    expect((await t().as(admin).delete(`/api/admin/users/${user.id}`)).statusCode).toBe(204);
    await announced;
    expect((await second().as(cookie).get('/api/me/dashboard')).statusCode).toBe(401);
  });

  it('a renewed session is renewed once, not on every request of the next seconds', async () => {
    const { cookie } = await t().signedIn();
    expect(await whoAmI(t(), cookie)).not.toBeNull();
    // Two days on, the expiry is due to move: the first answer sends the cookie again…
    t().clock.current = new Date(t().clock.current.getTime() + 2 * 24 * 60 * 60 * 1000);
    const first = await t().as(cookie).get('/api/auth/session');
    expect(first.headers['set-cookie']).toBeDefined();
    // …and the next reads the renewed expiry, so it does not.
    const next = await t().as(cookie).get('/api/auth/session');
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('a session signed out from "Sesi aktif" in one process is refused by another as soon as it hears of it', async () => {
    const { user, cookie } = await signedInEverywhere();
    const elsewhere = await t().cookieFor(user);
    await second().changesSettled();
    expect((await second().as(elsewhere).get('/api/me/dashboard')).statusCode).toBe(200);
    const sessions = (await t().as(cookie).get('/api/me/sessions')).json<{
      sessions: { id: string; current: boolean }[];
    }>().sessions;
    const other = sessions.find((session) => !session.current)!;

    const announced = heard(second(), 'sessions');
    expect((await t().as(cookie).delete(`/api/me/sessions/${other.id}`)).statusCode).toBe(204);
    await announced;
    expect((await second().as(elsewhere).get('/api/me/dashboard')).statusCode).toBe(401);
    expect((await whoAmI(second(), cookie))?.id).toBe(user.id);

    // All the others, the same way.
    const third = await t().cookieFor(user);
    await second().changesSettled();
    expect((await whoAmI(second(), third))?.id).toBe(user.id);
    const again = heard(second(), 'sessions');
    const res = await t().as(cookie).post('/api/me/sessions/sign-out-others');
    expect(res.json()).toEqual({ ended: 1 });
    await again;
    expect(await whoAmI(second(), third)).toBeNull();
  });

  it('the last use is written once, not by every request of the next few seconds', async () => {
    const { cookie } = await t().signedIn();
    const id = hashToken(cookie.split('=')[1]!);
    const lastUse = async () =>
      (
        await t()
          .db.selectFrom('sessions')
          .select('last_used_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await whoAmI(t(), cookie)).not.toBeNull();
    t().clock.current = new Date(t().clock.current.getTime() + LAST_USED_EVERY_MS);
    expect(await whoAmI(t(), cookie)).not.toBeNull();
    expect(await lastUse()).toBe(t().clock.current.toISOString());
    // A moment later by this clock, as another process may have written it: the next request
    // reads it again instead of answering from the row it kept, and so writes nothing.
    const written = new Date(t().clock.current.getTime() - 1000).toISOString();
    await t()
      .db.updateTable('sessions')
      .set({ last_used_at: written })
      .where('id', '=', id)
      .execute();
    expect(await whoAmI(t(), cookie)).not.toBeNull();
    expect(await lastUse()).toBe(written);
  });
});
