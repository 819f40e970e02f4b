// Issue 23, the weekly digest: three app processes on one PostgreSQL database look at start
// whether the week's digest is due and send it; each opted-in member gets exactly one mail.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueDigestWeek } from '../../src/shared/digest.js';
import { openDatabase } from '../../src/server/db/connect.js';
import { buildTool, buildUser } from '../../src/server/db/factories.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { startSmtpReceiver, type SmtpReceiver } from '../../src/server/test/smtp.js';
import { dropPgDatabase, skipWithoutPg, sleep } from './pg-helpers.js';
import { freshPgDatabase, startServer, type ServerProcess } from './server.js';

const DB_NAME = 'habai_ops_digest';
const PROCESSES = 3;
const MEMBERS = 40;
/** Generous: three processes starting together on a busy machine. */
const WAIT_MS = 60_000;

interface LookDone {
  msg: string;
  digest: { week: string; sent: number; walked: boolean };
}

/** The digest looks a process has logged as done (schedule.ts, at info or debug). */
const looksOf = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"weekly digest look done"'))
    .map((line) => JSON.parse(line) as LookDone);

/** Waits until `done()` holds, or fails with `what` after WAIT_MS. */
async function until(what: string, done: () => boolean) {
  const deadline = Date.now() + WAIT_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not within ${WAIT_MS} ms: ${what}`);
    await sleep(50);
  }
}

describe.skipIf(skipWithoutPg('The weekly digest from several processes'))(
  'The weekly digest from several processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    let servers: ServerProcess[] = [];
    let smtp: SmtpReceiver;
    const emails: string[] = [];
    const week = dueDigestWeek(new Date());

    beforeAll(async () => {
      const databaseUrl = await freshPgDatabase(DB_NAME);
      const handle = openDatabase({ databaseUrl });
      try {
        await migrateToLatest(handle.db);
        // Opted-in members, and one tool added in the week now due (its send time has passed).
        for (let i = 0; i < MEMBERS; i++) {
          const email = `langgan${i}@contoh.my`;
          emails.push(email);
          await handle.db
            .insertInto('users')
            .values({
              ...buildUser({ password_hash: 'tiada', email }),
              weekly_digest: 1,
              digest_token: randomBytes(32).toString('base64url'),
            })
            .execute();
        }
        const addedAt = new Date(Date.parse(week.from) + 60 * 60 * 1000).toISOString();
        await handle.db
          .insertInto('tools')
          .values(buildTool({ name: 'Alat Minggu Ini', created_at: addedAt }))
          .execute();
      } finally {
        await handle.close();
      }
      smtp = await startSmtpReceiver();
      // Started together: each looks at start, so the three send the same week at once.
      const started = await Promise.allSettled(
        Array.from({ length: PROCESSES }, () =>
          startServer({
            DATABASE_URL: databaseUrl,
            SMTP_URL: smtp.url,
            WEEKLY_DIGEST: 'true',
            // Every look is logged: at info when it walked the members, else at debug.
            LOG_LEVEL: 'debug',
          }),
        ),
      );
      servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
    });

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await smtp?.close();
      await dropPgDatabase(DB_NAME);
    });

    it('gives every opted-in member exactly one mail, however the three processes race', async () => {
      await until(`${MEMBERS} mails`, () => smtp.inbox.length >= MEMBERS);
      // Every process has finished its look at start: no mail can still be on its way.
      await until('a finished look from every process', () =>
        servers.every((server) => looksOf(server).length > 0),
      );
      for (const email of emails) expect(smtp.mailsTo(email), email).toHaveLength(1);
      expect(smtp.inbox).toHaveLength(MEMBERS);
      expect(smtp.inbox[0]!.subject).toBe('Ringkasan mingguan Hab AI: 1 alat AI baharu');
      // What the processes say they sent adds up to the mails: disjoint sets.
      const looks = servers.flatMap(looksOf);
      expect(looks.every((look) => look.digest.week === week.label)).toBe(true);
      expect(looks.reduce((sum, look) => sum + look.digest.sent, 0)).toBe(MEMBERS);
      const shares = servers.map((server) =>
        looksOf(server).reduce((sum, look) => sum + look.digest.sent, 0),
      );
      console.log(`[pg-digest] ${PROCESSES} processes sent ${shares.join(' + ')} mails`);
    });
  },
);
