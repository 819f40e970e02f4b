import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../shared/admin.js';
import type { DbHandle } from '../db/connect.js';
import { useTestApp, type TestApp } from '../test/app.js';

const t = useTestApp();
// A second app on the same database: on PostgreSQL with its own pool and LISTEN connection, as
// a second process behind a load balancer would be; SQLite runs one process (docs/architecture.md#shape).
let other: DbHandle | undefined;
const second = useTestApp({}, { databaseOf: () => (other ??= t().reopen?.()) ?? t() });
afterAll(async () => other?.close());
// The stream checks its session on every heartbeat; here a beat is a tenth of a second.
const quick = useTestApp({ EVENTS_HEARTBEAT_SECONDS: '0.1' }, { databaseOf: t });

/** Opens /api/admin/events on a listening app and collects the change events it sends. */
async function openEvents(app: TestApp, cookie: string) {
  if (!app.app.server.listening) await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as AddressInfo;
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/events`, {
    headers: { cookie },
    signal: abort.signal,
  });
  const events: ChangeEvent[] = [];
  let ended = false;
  const pump = async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return void (ended = true);
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: change') && data) events.push(JSON.parse(data.slice(6)));
      }
    }
  };
  void pump().catch(() => {});
  return { res, events, ended: () => ended, close: () => abort.abort() };
}

const register = (app: TestApp, username: string) =>
  app.as(null).post('/api/auth/register', {
    username,
    email: `${username.toLowerCase()}@contoh.my`,
    password: 'rahsia123',
    gender: 'female',
    birthday: '1995-05-05',
  });

describe('live admin events (SSE)', () => {
  it('tell an open panel when a member registers or suggests, from any app process', async () => {
    const admin = await t().admin();
    const stream = await openEvents(second(), admin);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');

      // The registration and the suggestion are handled by the first app, the panel by the second.
      expect((await register(t(), 'Ahli_Langsung')).statusCode).toBe(201);
      await expect.poll(() => stream.events).toContainEqual({ resource: 'users' });

      const member = await t().member();
      const suggestion = await t().as(member).post('/api/suggestions', {
        type: 'tool',
        title: 'Alat baharu',
        description: 'Sebuah alat yang bagus sekali',
        reason: 'Sangat berguna untuk semua ahli',
      });
      expect(suggestion.statusCode).toBe(201);
      await expect.poll(() => stream.events).toContainEqual({ resource: 'suggestions' });

      // An admin write on the first app reaches the second too.
      const tool = await t()
        .as(admin)
        .post('/api/admin/tools', { name: 'Alat Langsung', category: 'Writing' });
      expect(tool.statusCode).toBe(201);
      await expect.poll(() => stream.events).toContainEqual({ resource: 'tools' });
    } finally {
      stream.close();
    }
  });

  it("announce a member's own profile change and forced password change to the Users tab", async () => {
    const heard: string[] = [];
    const unsubscribe = t().changes.subscribe((event) => heard.push(event.resource));
    await t().changes.ready();
    try {
      const { user, cookie } = await t().signedIn();
      const res = await t().as(cookie).patch('/api/profile', {
        displayName: 'Nama Baharu',
        email: 'baharu@contoh.my',
        avatarUrl: '',
        currentPassword: user.password,
      });
      expect(res.statusCode, res.body).toBe(200);
      await expect.poll(() => heard).toContain('users');

      heard.length = 0;
      const flagged = await t().createUser({ password_reset_required: 1 });
      const changed = await t().as(null).post('/api/auth/complete-password-change', {
        identifier: flagged.username,
        currentPassword: flagged.password,
        newPassword: 'baharu123',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await expect.poll(() => heard).toContain('users');
    } finally {
      unsubscribe();
    }
  });

  it('are refused to members with the usual error body', async () => {
    const res = await second()
      .as(await second().member())
      .get('/api/admin/events');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('end soon after the admin signs out or stops being an admin', async () => {
    const admin = await quick().admin();
    const stream = await openEvents(quick(), admin);
    expect(stream.res.status).toBe(200);
    await quick().as(admin).post('/api/auth/logout', {});
    await expect.poll(() => stream.ended()).toBe(true);

    const user = await quick().createUser({ role: 'admin' });
    const cookie = await quick().cookieFor(user);
    const demoted = await openEvents(quick(), cookie);
    // Still an admin: a change announced now reaches the stream (a positive signal it is open).
    await quick().changes.publish('tools');
    await expect.poll(() => demoted.events).toContainEqual({ resource: 'tools' });
    expect(demoted.ended()).toBe(false);
    await quick().db.updateTable('users').set({ role: 'user' }).where('id', '=', user.id).execute();
    await expect.poll(() => demoted.ended()).toBe(true);
  });

  it('end when the app closes, so a shutdown is not held open by a panel', async () => {
    const stream = await openEvents(second(), await second().admin());
    const closed = second().app.close();
    // Closing takes milliseconds; a stream holding it would hold it forever. The bound only names
    // that failure before the test's own 20 s timeout does, so it can be this generous: a busy
    // 2-core machine does not stretch milliseconds into 15 s.
    await expect(
      Promise.race([
        closed.then(() => 'closed'),
        new Promise((r) => setTimeout(r, 15_000, 'hung')),
      ]),
    ).resolves.toBe('closed');
    await expect.poll(() => stream.ended()).toBe(true);
  });
});
