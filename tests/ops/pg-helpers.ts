// Helpers of the PostgreSQL ops tests (tests/ops/pg-*.test.ts): a TCP proxy that can play a
// database outage, members made straight in the database, an admin event stream reader.
import net from 'node:net';
import pg from 'pg';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { SESSION_COOKIE, createSession } from '../../src/server/auth/sessions.js';
import { openDatabase } from '../../src/server/db/connect.js';
import { buildUser } from '../../src/server/db/factories.js';
import { freePort, pgUrl } from './server.js';

/**
 * Says out loud that a file's tests are skipped without TEST_DATABASE_URL (plain `npm test`):
 * the reporter alone shows only a count. Gives the flag for describe.skipIf.
 */
export function skipWithoutPg(what: string) {
  if (!pgUrl) console.warn(`${what}: skipped, needs TEST_DATABASE_URL (a PostgreSQL server)`);
  return !pgUrl;
}

/** How the proxy treats new connections while the database is "down". */
export type OutageMode = 'refuse' | 'blackhole';

export interface PgProxy {
  /** The database URL with the proxy's address: give it to the app as DATABASE_URL. */
  url: string;
  /** Drops every open connection; new ones are refused, or accepted and never answered. */
  cut: (mode: OutageMode) => Promise<void>;
  /** Forwards again, on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A loopback TCP proxy in front of PostgreSQL. The PostgreSQL server is shared with other test
 * runs, so it is never stopped: cutting the proxy is what the app sees of an outage (a stopped
 * server closes its connections and refuses new ones; a lost network answers nothing).
 */
export async function startPgProxy(databaseUrl: string): Promise<PgProxy> {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | OutageMode = 'forward';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode !== 'forward') return; // black hole: held open, read and never answered
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen();

  return {
    url: Object.assign(new URL(databaseUrl), { host: `127.0.0.1:${port}` }).href,
    async cut(next) {
      mode = next;
      if (next === 'refuse') {
        const closed = new Promise((resolve) => server.close(resolve));
        dropAll();
        await closed;
      } else {
        dropAll();
      }
    },
    async restore() {
      if (!server.listening) await listen();
      mode = 'forward';
      dropAll(); // black-holed connections: their clients give up on them anyway
    },
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      dropAll();
      await closed;
    },
  };
}

/** Drops a database made by freshPgDatabase (closing what still uses it). */
export async function dropPgDatabase(name: string) {
  if (!pgUrl) return;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** One query on the database itself (not through a proxy). */
export async function pgQuery<R extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface Member {
  id: string;
  username: string;
  /** Cookie header of a live session. */
  cookie: string;
}

export const MEMBER_PASSWORD = 'member-pass-123';

/**
 * Members (approved unless told) with a session each, written straight into the database (the app has
 * migrated it): registering through the API is limited to 10 an hour from one address.
 */
export async function createMembers(
  databaseUrl: string,
  count: number,
  prefix: string,
  status: 'approved' | 'pending' = 'approved',
) {
  const handle = openDatabase({ databaseUrl });
  try {
    const passwordHash = await hashPassword(MEMBER_PASSWORD);
    const members: Member[] = [];
    for (let i = 0; i < count; i++) {
      const user = buildUser({ username: `${prefix}${i}`, password_hash: passwordHash, status });
      await handle.db.insertInto('users').values(user).execute();
      const { token } = await createSession(handle.db, user.id, new Date());
      members.push({ id: user.id, username: user.username, cookie: `${SESSION_COOKIE}=${token}` });
    }
    return members;
  } finally {
    await handle.close();
  }
}

/** Ids of a content table's rows, oldest first. */
export async function contentIds(databaseUrl: string, table: string) {
  const rows = await pgQuery<{ id: string }>(
    databaseUrl,
    `select id from ${table} order by created_at, id`,
  );
  return rows.map((row) => row.id);
}

export interface ChangeEventSeen {
  resource: string;
  /** performance.now() when it arrived. */
  at: number;
}

/** An open GET /api/admin/events stream, with the `change` events it has received so far. */
export async function openAdminEvents(baseUrl: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/admin/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`event stream: HTTP ${res.status}`);
  const events: ChangeEventSeen[] = [];
  let ended = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const lines = block.split('\n');
          if (!lines.includes('event: change')) continue;
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '{}';
          const { resource } = JSON.parse(data) as { resource: string };
          events.push({ resource, at: performance.now() });
        }
      }
    } catch {
      // aborted by close(), or the server ended the stream
    } finally {
      ended = true;
    }
  })();
  return {
    events,
    ended: () => ended,
    /** Resolves with the first event for `resource` arriving after `since`, or null at the timeout. */
    async waitFor(resource: string, since: number, timeoutMs: number) {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const found = events.find((e) => e.resource === resource && e.at >= since);
        if (found) return found;
        if (ended) return null;
        await sleep(20);
      }
      return null;
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
