// Issue 11, "Outages and load": several app processes on one PostgreSQL database, as behind a
// load balancer. What one process knows (sessions, rate limits, admin changes), all know.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../src/server/auth/rate-limit.js';
import {
  createMembers,
  dropPgDatabase,
  MEMBER_PASSWORD,
  openAdminEvents,
  skipWithoutPg,
} from './pg-helpers.js';
import { call, freshPgDatabase, signIn, startServer, type ServerProcess } from './server.js';

const DB_NAME = 'habai_ops_multi';
const PROCESSES = 3;
/** A change must reach every process's admin streams within this. */
const EVENT_WITHIN_MS = 5000;

describe.skipIf(skipWithoutPg('Several app processes on one PostgreSQL database'))(
  'Several app processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    let databaseUrl: string;
    let servers: ServerProcess[] = [];
    /** The processes' base URLs, A, B, C. */
    let urls: string[];

    beforeAll(async () => {
      databaseUrl = await freshPgDatabase(DB_NAME);
      // Started together on an empty database: the start-up lock lets one migrate and create
      // the admin while the others wait, then find the work done.
      const started = await Promise.allSettled(
        Array.from({ length: PROCESSES }, () => startServer({ DATABASE_URL: databaseUrl })),
      );
      servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
      urls = servers.map((s) => s.url);
    });

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await dropPgDatabase(DB_NAME);
    });

    it('a session made on one process works on every other, and a logout on one ends it on all', async () => {
      const [a, b, c] = urls as [string, string, string];
      // Registered on A, approved by an admin signed in on B.
      const username = 'ahli_berbilang';
      const registered = await call(a, 'POST', '/api/auth/register', {
        body: {
          username,
          email: 'ahli.berbilang@example.com',
          password: MEMBER_PASSWORD,
          gender: 'female',
          birthday: '1990-05-17',
        },
      });
      expect(registered.status).toBe(201);
      const admin = await signIn(b, 'admin', 'admin-pass-123');
      const listed = await call(c, 'GET', `/api/admin/users?q=${username}`, { cookie: admin });
      expect(listed.status).toBe(200);
      const [user] = (listed.json as { items: { id: string; status: string }[] }).items;
      expect(user?.status).toBe('pending');
      const approved = await call(b, 'PATCH', `/api/admin/users/${user!.id}/status`, {
        cookie: admin,
        body: { status: 'approved' },
      });
      expect(approved.status).toBe(200);

      // Signed in on C: the session opens A and B too.
      const cookie = await signIn(c, username, MEMBER_PASSWORD);
      for (const url of urls) {
        const session = await call(url, 'GET', '/api/auth/session', { cookie });
        expect((session.json as { user: { username: string } | null }).user?.username).toBe(
          username,
        );
        expect((await call(url, 'GET', '/api/me/dashboard', { cookie })).status).toBe(200);
      }
      // Signed out on B: A and C no longer know it either.
      expect((await call(b, 'POST', '/api/auth/logout', { cookie })).status).toBe(204);
      for (const url of [a, c]) {
        const session = await call(url, 'GET', '/api/auth/session', { cookie });
        expect((session.json as { user: unknown }).user).toBeNull();
        expect((await call(url, 'GET', '/api/me/dashboard', { cookie })).status).toBe(401);
      }
    });

    it('counts failed sign-ins on every process against one limit', async () => {
      const [target] = await createMembers(databaseUrl, 1, 'sasaran_');
      const { max } = RATE_RULES.loginAccountIp;
      const attempt = (url: string, password: string) =>
        call(url, 'POST', '/api/auth/login', { body: { identifier: target!.username, password } });
      // The limit's worth of wrong passwords, spread over the processes in turn: each is refused
      // as wrong; one process alone saw only a third of them.
      for (let i = 0; i < max; i++) {
        expect((await attempt(urls[i % PROCESSES]!, `salah-${i}`)).status).toBe(401);
      }
      // One more, on any process, is over the shared limit; so is even the right password.
      for (const url of urls) {
        const refused = await attempt(url, 'salah-lagi');
        expect(refused.status).toBe(429);
        expect((refused.json as { error: { code: string } }).error.code).toBe('rate_limited');
      }
      expect((await attempt(urls[0]!, MEMBER_PASSWORD)).status).toBe(429);
    });

    it('sends an admin change made on one process to the admin streams of every process', async () => {
      const admin = await signIn(urls[0]!, 'admin', 'admin-pass-123');
      const streams = await Promise.all(urls.map((url) => openAdminEvents(url, admin)));
      try {
        const latencies: number[] = [];
        // A category created on A, then a member approved on C: each heard on A, B and C.
        const changes = [
          {
            resource: 'categories',
            make: () =>
              call(urls[0]!, 'POST', '/api/admin/categories', {
                cookie: admin,
                body: { name: 'Dari proses A' },
              }),
          },
          {
            resource: 'users',
            make: async () => {
              const [member] = await createMembers(databaseUrl, 1, 'menunggu_', 'pending');
              return call(urls[2]!, 'PATCH', `/api/admin/users/${member!.id}/status`, {
                cookie: admin,
                body: { status: 'approved' },
              });
            },
          },
        ];
        for (const change of changes) {
          const since = performance.now();
          const res = await change.make();
          expect(res.status).toBeLessThan(300);
          const heard = await Promise.all(
            streams.map((stream) => stream.waitFor(change.resource, since, EVENT_WITHIN_MS)),
          );
          for (const event of heard) {
            expect(event).not.toBeNull();
            latencies.push(event!.at - since);
          }
        }
        console.log(
          `[pg-multi-process] ${PROCESSES} processes; admin events reached every process's ` +
            `stream within ${Math.round(Math.max(...latencies))} ms (write included)`,
        );
      } finally {
        await Promise.all(streams.map((stream) => stream.close()));
      }
    });
  },
);
