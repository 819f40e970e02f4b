import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { sql, type Insertable } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { DIGEST_MESSAGES } from '../../../shared/digest.js';
import { RATE_LIMITED_MESSAGE, RATE_RULES } from '../../auth/rate-limit.js';
import { parseConfig } from '../../config.js';
import type { DB, DbHandle } from '../../db/connect.js';
import { buildPrompt, buildTool, buildTutorial, buildWorkflow } from '../../db/factories.js';
import type { UsersTable } from '../../db/schema.js';
import { createMailer } from '../../mail/mailer.js';
import { TEST_ORIGIN, useTestApp } from '../../test/app.js';
import { DIGEST_JOB, sendWeeklyDigest } from './send.js';

// Issue 23, the weekly digest (docs/product.md#weekly-digest): the opt-in on the profile, the
// mail (through the local SMTP receiver), who gets it, unsubscribing signed out, the weekly
// timing on the fake clock, and one mail per member when several pools send at once.
// Each test works in weeks of its own year, so the file's earlier members and items stay out.

const t = useTestApp();
const others: DbHandle[] = [];
afterAll(async () => {
  await Promise.all(others.map((handle) => handle.close()));
});

/** A moment in Kuala Lumpur (UTC+8). */
const kl = (local: string) => new Date(`${local}+08:00`);
const iso = (local: string) => kl(local).toISOString();

/** Runs the digest as the scheduler does, at `at` (Kuala Lumpur time), on `db`. */
function runDigest(at: string, db: DB = t().db, smtpUrl = t().mail.url) {
  t().clock.current = kl(at);
  const config = parseConfig({ PUBLIC_URL: TEST_ORIGIN, SMTP_URL: smtpUrl });
  return sendWeeklyDigest({
    db,
    config,
    mailer: createMailer(config, t().app.log),
    now: () => t().clock.current,
    log: t().app.log,
  });
}

let n = 0;
/** A member (approved, opted in, with an address and a token unless `overrides` say otherwise). */
async function subscriber(overrides: Partial<Insertable<UsersTable>> = {}) {
  n += 1;
  return t().createUser({
    email: `pelanggan${n}@contoh.my`,
    display_name: `Pelanggan ${n}`,
    weekly_digest: 1,
    digest_token: randomBytes(32).toString('base64url'),
    ...overrides,
  });
}

const mailsTo = (email: string | null | undefined) => t().mail.mailsTo(email!);

describe('the opt-in on the profile', () => {
  it('is off at first, turned on and off by PATCH /api/profile, with a token made once', async () => {
    const { user, cookie } = await t().signedIn({ email: 'pilih@contoh.my' });
    const me = t().as(cookie);
    const session = await me.get('/api/auth/session');
    expect(session.json().user.weeklyDigest).toBe(false);
    const profile = { displayName: 'Pilih', email: 'pilih@contoh.my', avatarUrl: '' };
    const tokenOf = async () =>
      (
        await t()
          .db.selectFrom('users')
          .select(['weekly_digest', 'digest_token'])
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).digest_token;

    const on = await me.patch('/api/profile', { ...profile, weeklyDigest: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().user.weeklyDigest).toBe(true);
    const token = await tokenOf();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me.get('/api/auth/session')).json().user.weeklyDigest).toBe(true);

    // Left out: left as it is.
    expect((await me.patch('/api/profile', profile)).json().user.weeklyDigest).toBe(true);
    const off = await me.patch('/api/profile', { ...profile, weeklyDigest: false });
    expect(off.json().user.weeklyDigest).toBe(false);
    // On again: the same token (it only ever turns the digest off).
    await me.patch('/api/profile', { ...profile, weeklyDigest: true });
    expect(await tokenOf()).toBe(token);
    expect((await me.patch('/api/profile', { ...profile, weeklyDigest: 'ya' })).statusCode).toBe(
      400,
    );
  });

  it('needs a session', async () => {
    const res = await t().as(null).patch('/api/profile', { weeklyDigest: true });
    expect(res.statusCode).toBe(401);
  });
});

describe('the mail', () => {
  it("lists the week's new items with links, to opted-in approved members with an address only", async () => {
    const week = (day: string) => iso(`2030-01-0${day}T12:00:00`);
    // The week due on Monday 2030-01-07 09:00 lists 2029-12-31 09:00 up to then.
    const tools = await t().insert(
      'tools',
      buildTool,
      ...Array.from({ length: 11 }, (_, i) => ({
        name: `Alat Minggu ${String(i + 1).padStart(2, '0')}`,
        created_at: iso(`2030-01-0${1 + (i % 6)}T10:${String(i).padStart(2, '0')}:00`),
      })),
      { name: '<b>Alat & Co</b>', created_at: week('6') },
    );
    await t().insert(
      'tools',
      buildTool,
      { name: 'Alat Minggu Lepas', created_at: iso('2029-12-31T08:59:00') },
      { name: 'Alat Selepas Hantar', created_at: iso('2030-01-07T09:00:00') },
    );
    const tutorials = await t().insert(
      'tutorials',
      buildTutorial,
      { title: 'Tutorial Satu', created_at: week('2') },
      { title: 'Tutorial Dua', created_at: week('3') },
    );
    const [workflow] = await t().insert('workflows', buildWorkflow, {
      title: 'Workflow Baharu',
      created_at: iso('2029-12-31T09:00:00'),
    });
    await t().insert('prompts', buildPrompt, {
      title: 'Prompt Lama',
      created_at: iso('2029-12-20T09:00:00'),
    });

    const reader = await subscriber();
    const optedOut = await subscriber({ weekly_digest: 0 });
    const pending = await subscriber({ status: 'pending' });
    const declined = await subscriber({ status: 'declined' });
    const noEmail = await subscriber({ email: null });

    const result = await runDigest('2030-01-07T09:05:00');
    expect(result).toMatchObject({ week: '2030-W02', walked: true });
    const [mail, ...more] = mailsTo(reader.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(
      'Ringkasan mingguan Hab AI: 12 alat AI, 2 tutorial, 1 workflow baharu',
    );
    expect(mail!.text).toContain('Hai Pelanggan');
    expect(mail!.text).toContain('Alat AI baharu (12)');
    // The 10 newest tools, each with its page; the other 2 counted with the list's address.
    const listed = tools.filter((tool) => mail!.text.includes(`${TEST_ORIGIN}/tools/${tool.id}`));
    expect(listed).toHaveLength(10);
    expect(mail!.text).toContain(`- <b>Alat & Co</b>: ${TEST_ORIGIN}/tools/${tools[11]!.id}`);
    expect(mail!.text).not.toContain('Alat Minggu 01');
    expect(mail!.text).toContain(`- dan 2 lagi: ${TEST_ORIGIN}/tools\n`);
    for (const tutorial of tutorials) {
      expect(mail!.text).toContain(`- ${tutorial.title}: ${TEST_ORIGIN}/learning/${tutorial.id}`);
    }
    expect(mail!.text).toContain(`- Workflow Baharu: ${TEST_ORIGIN}/workflows/${workflow!.id}`);
    for (const other of [
      'Alat Minggu Lepas',
      'Alat Selepas Hantar',
      'Prompt Lama',
      'Prompt baharu',
    ]) {
      expect(mail!.text).not.toContain(other);
    }
    // The HTML part: the same links, every title escaped.
    expect(mail!.html).toContain(
      `<a href="${TEST_ORIGIN}/learning/${tutorials[0]!.id}">Tutorial Satu</a>`,
    );
    expect(mail!.html).toContain('&lt;b&gt;Alat &amp; Co&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Alat');
    // Unsubscribing: the page in the text and HTML, one-click at the API in the headers.
    const page = `${TEST_ORIGIN}/unsubscribe?token=${reader.digest_token}`;
    expect(mail!.text).toContain(`Berhenti melanggan: ${page}`);
    expect(mail!.html).toContain(`<a href="${page}">Berhenti melanggan</a>`);
    expect(mail!.headers['list-unsubscribe']).toBe(
      `<${TEST_ORIGIN}/api/digest/unsubscribe?token=${reader.digest_token}>`,
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The run has finished (its mails are all in): nobody else of these got one.
    for (const member of [optedOut, pending, declined]) expect(mailsTo(member.email)).toEqual([]);
    const claims = await t()
      .db.selectFrom('job_runs')
      .select('period')
      .where('job', '=', DIGEST_JOB)
      .where('period', 'like', '2030-W02%')
      .execute();
    const periods = claims.map((claim) => claim.period);
    expect(periods).toContain(`2030-W02:${reader.id}`);
    expect(periods).toContain('2030-W02');
    expect(periods).not.toContain(`2030-W02:${noEmail.id}`);
    expect(periods).not.toContain(`2030-W02:${pending.id}`);
  });

  it('sends nothing for a week with nothing new, and that week still counts as done', async () => {
    const reader = await subscriber();
    const result = await runDigest('2031-01-06T09:00:00');
    expect(result).toEqual({ week: '2031-W02', sent: 0, walked: true });
    // An item dated into that week afterwards (an import, say) does not reopen it.
    await t().insert('tools', buildTool, { created_at: iso('2031-01-05T12:00:00') });
    expect(await runDigest('2031-01-06T10:00:00')).toEqual({
      week: '2031-W02',
      sent: 0,
      walked: false,
    });
    expect(mailsTo(reader.email)).toEqual([]);
  });
});

describe('an SMTP outage', () => {
  it('claims nobody and keeps the week owed while mail cannot go out, then sends it once', async () => {
    const member = await subscriber();
    await t().insert('tools', buildTool, { created_at: iso('2036-01-06T12:00:00') });
    // A mail server that hangs up on every connection.
    const down = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = down.address() as AddressInfo;
      await expect(
        runDigest('2036-01-07T09:00:00', t().db, `smtp://127.0.0.1:${port}`),
      ).rejects.toThrow();
    } finally {
      await new Promise((resolve) => down.close(resolve));
    }
    const claims = await t()
      .db.selectFrom('job_runs')
      .select('period')
      .where('job', '=', DIGEST_JOB)
      .where('period', 'like', '2036-W02%')
      .execute();
    expect(claims).toEqual([]);

    const later = await runDigest('2036-01-07T09:15:00');
    expect(later).toMatchObject({ week: '2036-W02', walked: true });
    expect(mailsTo(member.email)).toHaveLength(1);
  });
});

describe('the timing', () => {
  it('sends nothing before Monday 09:00 in Kuala Lumpur, then once, and again the next week', async () => {
    const reader = await subscriber();
    await t().insert('prompts', buildPrompt, {
      title: 'Prompt Minggu Ini',
      created_at: iso('2032-01-03T20:00:00'),
    });
    // Monday 08:59: the week before is the one due, and it had nothing.
    expect(await runDigest('2032-01-05T08:59:00')).toMatchObject({ week: '2032-W01', sent: 0 });
    expect(mailsTo(reader.email)).toEqual([]);
    const first = await runDigest('2032-01-05T09:00:00');
    expect(first).toMatchObject({ week: '2032-W02', walked: true });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(mailsTo(reader.email).map((m) => m.subject)).toEqual([
      'Ringkasan mingguan Hab AI: 1 prompt baharu',
    ]);
    // Later looks that week: nothing more.
    await runDigest('2032-01-05T09:15:00');
    await runDigest('2032-01-11T23:00:00');
    expect(mailsTo(reader.email)).toHaveLength(1);
    // The next week, with something new, again.
    await t().insert('tools', buildTool, {
      name: 'Alat Minggu Depan',
      created_at: iso('2032-01-06T09:00:00'),
    });
    await runDigest('2032-01-12T09:00:00');
    expect(mailsTo(reader.email).map((m) => m.subject)).toEqual([
      'Ringkasan mingguan Hab AI: 1 prompt baharu',
      'Ringkasan mingguan Hab AI: 1 alat AI baharu',
    ]);
  });
});

describe('unsubscribing', () => {
  const unsubscribe = (body: object, query = '') =>
    t().as(null).post(`/api/digest/unsubscribe${query}`, body);

  it('works signed out with the token, again and again, and then no mail comes', async () => {
    const reader = await subscriber();
    const stays = await subscriber();
    for (let i = 0; i < 2; i += 1) {
      const res = await unsubscribe({ token: reader.digest_token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    const row = await t()
      .db.selectFrom('users')
      .select('weekly_digest')
      .where('id', '=', reader.id)
      .executeTakeFirstOrThrow();
    expect(row.weekly_digest).toBe(0);
    await t().insert('tools', buildTool, { created_at: iso('2033-01-01T12:00:00') });
    await runDigest('2033-01-03T09:00:00');
    expect(mailsTo(stays.email)).toHaveLength(1);
    expect(mailsTo(reader.email)).toEqual([]);
  });

  it("takes a mail provider's one-click POST: a form body (multipart or urlencoded), the token in the address, any origin", async () => {
    const boundary = 'satu-klik';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    for (const [origin, type, body] of [
      [null, 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
      [
        'https://mail.contoh.com',
        'application/x-www-form-urlencoded',
        'List-Unsubscribe=One-Click',
      ],
      [null, `multipart/form-data; boundary=${boundary}`, multipart],
    ] as const) {
      const reader = await subscriber();
      const res = await t()
        .as(null)
        .post(`/api/digest/unsubscribe?token=${reader.digest_token}`, body, {
          origin,
          headers: { 'content-type': type },
        });
      expect(res.statusCode).toBe(200);
      const row = await t()
        .db.selectFrom('users')
        .select('weekly_digest')
        .where('id', '=', reader.id)
        .executeTakeFirstOrThrow();
      expect(row.weekly_digest).toBe(0);
    }
  });

  /**
   * What any write leaves behind: on SQLite the connection's count of changed rows; on
   * PostgreSQL the member's row version and the address counters.
   */
  async function writesSeen(userId: string) {
    const { db } = t();
    if (t().dialect === 'sqlite') {
      return (await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]!.n;
    }
    const row = await sql<{
      v: string;
    }>`select xmin::text as v from users where id = ${userId}`.execute(db);
    const counters = await db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', 'like', `${RATE_RULES.unsubscribeIp.name}:%`)
      .execute();
    return { row: row.rows[0]!.v, counters };
  }

  it('used again, writes nothing and makes no process forget its sessions (issue 31)', async () => {
    const reader = await subscriber();
    const heard: string[] = [];
    await t().changesSettled();
    const stop = t().changes.subscribe((event) => heard.push(event.resource));
    try {
      expect((await unsubscribe({ token: reader.digest_token })).statusCode).toBe(200);
      await t().changesSettled();
      expect(heard.filter((r) => r === 'sessions')).toEqual(['sessions']);

      const before = await writesSeen(reader.id);
      for (let i = 0; i < 3; i += 1) {
        const res = await unsubscribe({ token: reader.digest_token });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ ok: true });
      }
      const oneClick = await t()
        .as(null)
        .post(
          `/api/digest/unsubscribe?token=${reader.digest_token}`,
          'List-Unsubscribe=One-Click',
          {
            origin: null,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          },
        );
      expect(oneClick.statusCode).toBe(200);
      await t().changesSettled();
      expect(heard.filter((r) => r === 'sessions')).toEqual(['sessions']);
      expect(await writesSeen(reader.id)).toEqual(before);
    } finally {
      stop();
    }
  });

  it(`refuses unknown tokens from one address past ${RATE_RULES.unsubscribeIp.max} in 15 minutes in Malay; a real token still works from there`, async () => {
    const { max, windowMs } = RATE_RULES.unsubscribeIp;
    const from = (remoteAddress: string, token: string) =>
      t().as(null).post('/api/digest/unsubscribe', { token }, { remoteAddress });
    const guess = () => randomBytes(32).toString('base64url');
    for (let i = 0; i < max; i += 1) {
      expect((await from('10.31.0.1', guess())).statusCode).toBe(404);
    }
    const refused = await from('10.31.0.1', guess());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: RATE_LIMITED_MESSAGE(windowMs / 60_000),
    });
    // A mail provider's server unsubscribing a member; another address guessing.
    const reader = await subscriber();
    expect((await from('10.31.0.1', reader.digest_token!)).statusCode).toBe(200);
    expect((await from('10.31.0.2', guess())).statusCode).toBe(404);
  });

  it('refuses an unknown token (404), a malformed one or none (400), clearly', async () => {
    const unknown = await unsubscribe({ token: randomBytes(32).toString('base64url') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(DIGEST_MESSAGES.badToken);
    const malformed = await unsubscribe({ token: 'bukan token!' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(DIGEST_MESSAGES.badToken);
    const none = await unsubscribe({});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(DIGEST_MESSAGES.noToken);
  });
});

describe('several senders at once', () => {
  it('gives each member exactly one mail when three pools send the same week together', async () => {
    const readers = await Promise.all(Array.from({ length: 12 }, () => subscriber()));
    await t().insert('workflows', buildWorkflow, { created_at: iso('2034-01-01T12:00:00') });
    const pools = [t().db];
    for (let i = 0; i < 2; i += 1) {
      // PostgreSQL: other connection pools, as other processes hold; SQLite: the one database.
      const handle = t().reopen?.();
      if (handle) others.push(handle);
      pools.push(handle?.db ?? t().db);
    }
    const results = await Promise.all(pools.map((db) => runDigest('2034-01-02T09:00:00', db)));
    for (const reader of readers) expect(mailsTo(reader.email)).toHaveLength(1);
    // Disjoint: what the three sent adds up to the mails that arrived for the week.
    const sent = results.reduce((sum, result) => sum + result.sent, 0);
    const arrived = t().mail.inbox.filter(
      (m) => m.subject === 'Ringkasan mingguan Hab AI: 1 workflow baharu',
    );
    expect(arrived.length).toBe(sent);
    expect(new Set(arrived.map((m) => m.to)).size).toBe(sent);
  });
});
