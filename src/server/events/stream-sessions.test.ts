import { afterAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/connect.js';
import { useTestApp } from '../test/app.js';
import { openEvents, type OpenEvents } from '../test/event-stream.js';
import { MAX_STREAMS_PER_ADMIN } from './streams.js';

// Issue 15: at most a few open streams per admin, and a stream ends when a change to its
// session is announced. The heartbeat (which checks the session too) is set far beyond the test
// time limit, so only the announcement can end a stream here.
const LONG = { EVENTS_HEARTBEAT_SECONDS: '300', IDLE_TIMEOUT_SECONDS: '3600' };
const t = useTestApp(LONG);
// A second app on the same database: on PostgreSQL with its own pool and LISTEN connection, as
// another process behind a load balancer; SQLite runs one process, so it shares the handle.
let other: DbHandle | undefined;
afterAll(async () => other?.close());
const far = useTestApp(LONG, { databaseOf: () => (other ??= t().reopen?.()) ?? t() });

const opened: OpenEvents[] = [];
afterAll(() => opened.forEach((stream) => stream.close()));
async function open(...args: Parameters<typeof openEvents>) {
  const stream = await openEvents(...args);
  opened.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

const tools = { resource: 'tools' };

describe('admin event streams (issue 15)', () => {
  it('are at most a few per admin in a process: one more ends their oldest, no one else’s', async () => {
    const admin = await t().admin();
    const colleague = await open(t(), await t().admin());
    const elsewhere = await open(far(), admin);
    const mine: OpenEvents[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_ADMIN; i++) mine.push(await open(t(), admin));
    const [oldest, ...rest] = mine;

    const newest = await open(t(), admin);
    await oldest!.ended;
    // Told why, so the panel does not reconnect and end another of its admin's streams.
    expect(oldest!.names).toEqual(['replaced']);

    // The others are still open: each hears the next change.
    await t().changes.publish('tools');
    for (const stream of [...rest, newest, colleague, elsewhere]) {
      await expect.poll(() => stream.changes).toContainEqual(tools);
    }
  });

  it('end when their admin signs out, in every process; a member signing out announces nothing', async () => {
    await t().changesSettled();
    const heard: string[] = [];
    const unsubscribe = t().changes.subscribe((event) => heard.push(event.resource));
    try {
      const member = await t().member();
      expect((await t().as(member).post('/api/auth/logout', {})).statusCode).toBe(204);
      await t().changesSettled();
      expect(heard.filter((resource) => resource !== 'learning-path')).toEqual([]);
    } finally {
      unsubscribe();
    }

    const admin = await t().admin();
    const near = await open(t(), admin);
    const distant = await open(far(), admin);
    expect((await t().as(admin).post('/api/auth/logout', {})).statusCode).toBe(204);
    await Promise.all([near.ended, distant.ended]);
    expect(near.names).not.toContain('replaced');
  });

  it('end when another admin deletes the account, in every process', async () => {
    const target = await t().createUser({ role: 'admin' });
    const cookie = await t().cookieFor(target);
    const near = await open(t(), cookie);
    const distant = await open(far(), cookie);

    const deleted = await far()
      .as(await far().admin())
      .delete(`/api/admin/users/${target.id}`);
    expect(deleted.statusCode).toBe(204);
    await Promise.all([near.ended, distant.ended]);
  });

  it('end at the next announced change once the account is demoted or must set a new password', async () => {
    const demoted = await t().createUser({ role: 'admin' });
    const flagged = await t().createUser({ role: 'admin' });
    const demotedStream = await open(far(), await t().cookieFor(demoted));
    const flaggedStream = await open(far(), await t().cookieFor(flagged));
    const bystander = await open(far(), await t().admin());

    // No route changes a role: here the database does, and whatever is announced next (an
    // admin adding a tool in the other process) makes every stream check its session.
    await t().db.updateTable('users').set({ role: 'user' }).where('id', '=', demoted.id).execute();
    await t()
      .db.updateTable('users')
      .set({ password_reset_required: 1 })
      .where('id', '=', flagged.id)
      .execute();
    const tool = await t()
      .as(await t().admin())
      .post('/api/admin/tools', { name: 'Alat Semakan Sesi', category: 'Writing' });
    expect(tool.statusCode, tool.body).toBe(201);

    await Promise.all([demotedStream.ended, flaggedStream.ended]);
    await expect.poll(() => bystander.changes).toContainEqual(tools);
  });
});
