// Crash safety on SQLite (issue 11): the server killed with SIGKILL in the middle of writes
// from several clients reopens its database cleanly, and every write it acknowledged is there.
// WAL with synchronous = NORMAL (db/connect.ts) is durable against a process crash: a commit is
// in the operating system's hands once written to the WAL. Power loss is another matter.
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  signIn,
  sqliteFileOf,
  startServer,
  useScratchDirs,
  type ServerProcess,
} from './server.js';

const KILLS = 3;
const MEMBERS = 3;
const ADMIN_WRITERS = 2;
const MEMBER_PASSWORD = 'crash-test-pass-4821';

/** Every write the server answered with 2xx, and what the kills cut short. */
const acknowledged = {
  /** Tools the admin created: name → id. */
  tools: new Map<string, string>(),
  /** Favourites the members added: `username|toolId`. */
  favorites: new Set<string>(),
};
const figures: { kill: number; acknowledged: number; cutShort: number; afterMs: number }[] = [];

const scratchDir = useScratchDirs();

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  console.log(
    'crash figures',
    JSON.stringify({
      figures,
      tools: acknowledged.tools.size,
      favorites: acknowledged.favorites.size,
    }),
  );
});

const toolBody = (name: string) => ({
  name,
  category: 'Ops',
  rating: 4,
  description: 'Written by the crash-safety test.',
});

/** Approved members, each signed in; their sessions outlive the restarts (they are rows). */
async function createMembers(url: string, admin: string) {
  const members: { username: string; cookie: string }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const username = `crash_member_${i}`;
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({
        username,
        email: `${username}@example.com`,
        password: MEMBER_PASSWORD,
        gender: 'other',
        birthday: '1990-05-17',
      }),
    });
    expect(registered.status).toBe(201);
  }
  const pending = await api(url, admin, 'GET', '/api/admin/users?status=pending&limit=100');
  const items = (pending.body as { items: { id: string; username: string }[] }).items;
  for (const user of items) {
    const approved = await api(url, admin, 'PATCH', `/api/admin/users/${user.id}/status`, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    members.push({
      username: user.username,
      cookie: await signIn(url, user.username, MEMBER_PASSWORD),
    });
  }
  expect(members).toHaveLength(MEMBERS);
  return members;
}

/**
 * Admin writers create tools and members favourite the acknowledged ones, as fast as the
 * server answers, until `killed` is set. A request that fails having started before the kill
 * was cut short by it (its write may or may not have committed: it was never acknowledged).
 */
function startWriters(
  url: string,
  admin: string,
  members: { username: string; cookie: string }[],
  round: number,
) {
  const state = {
    killed: false,
    acknowledged: 0,
    cutShort: 0,
    inFlight: 0,
    unexpected: [] as string[],
  };
  let next = 0;
  /** A write's request; a network error is the kill (fetch fails), any other answer is noted. */
  const attempt = async (write: () => Promise<boolean | string>) => {
    let outcome: boolean | string;
    state.inFlight++;
    try {
      outcome = await write();
    } catch {
      state.cutShort++;
      return;
    } finally {
      state.inFlight--;
    }
    if (typeof outcome === 'string') state.unexpected.push(outcome);
    else if (outcome) state.acknowledged++;
  };
  // A favourite whose add was cut short may have committed: adding it again is a 409.
  const unsure = new Set<string>();
  const adminLoop = async (writer: number) => {
    while (!state.killed) {
      const name = `crash-r${round}-w${writer}-${next++}`;
      await attempt(async () => {
        const res = await api(url, admin, 'POST', '/api/admin/tools', toolBody(name));
        if (res.status !== 201) return `tool ${name}: ${res.status} ${JSON.stringify(res.body)}`;
        acknowledged.tools.set(name, (res.body as { id: string }).id);
        return true;
      });
    }
  };
  const memberLoop = async (member: { username: string; cookie: string }) => {
    while (!state.killed) {
      const toolId = [...acknowledged.tools.values()].find((id) => {
        const key = `${member.username}|${id}`;
        return !acknowledged.favorites.has(key) && !unsure.has(key);
      });
      if (!toolId) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      const key = `${member.username}|${toolId}`;
      await attempt(async () => {
        const res = await api(url, member.cookie, 'POST', '/api/me/favorites', {
          itemType: 'tool',
          itemId: toolId,
        });
        if (res.status === 409) {
          unsure.add(key);
          return false;
        }
        if (res.status !== 201)
          return `favourite ${key}: ${res.status} ${JSON.stringify(res.body)}`;
        acknowledged.favorites.add(key);
        return true;
      });
      if (!acknowledged.favorites.has(key)) unsure.add(key);
    }
  };
  const done = Promise.all([
    ...Array.from({ length: ADMIN_WRITERS }, (_, i) => adminLoop(i)),
    ...members.map(memberLoop),
  ]);
  return { state, done };
}

/** What the database file holds, read beside the running server (WAL lets a reader in). */
function readDatabase(dataDir: string) {
  const db = new SQLite(sqliteFileOf(dataDir), { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const tools = new Map(
      (db.prepare('select name, id from tools').all() as { name: string; id: string }[]).map(
        (row) => [row.name, row.id],
      ),
    );
    const favorites = new Set(
      (
        db
          .prepare('select u.username, f.item_id from favorites f join users u on u.id = f.user_id')
          .all() as { username: string; item_id: string }[]
      ).map((row) => `${row.username}|${row.item_id}`),
    );
    // A tool and its audit row commit together (admin/write.ts): never one without the other.
    const unaudited = db
      .prepare(
        `select count(*) from tools t where not exists
           (select 1 from audit_log a where a.target_id = t.id and a.action = 'create')`,
      )
      .pluck()
      .get() as number;
    return { integrity, tools, favorites, unaudited };
  } finally {
    db.close();
  }
}

describe('kill -9 in the middle of writes (SQLite)', () => {
  it(`reopens cleanly with every acknowledged write, ${KILLS} kills in a row`, async () => {
    const dataDir = scratchDir('crash');
    server = await startServer({ DATA_DIR: dataDir });
    const admin = await signIn(server.url, 'admin', 'admin-pass-123');
    expect(
      (await api(server.url, admin, 'POST', '/api/admin/categories', { name: 'Ops' })).status,
    ).toBe(201);
    const members = await createMembers(server.url, admin);

    for (let kill = 1; kill <= KILLS; kill++) {
      const started = Date.now();
      const writers = startWriters(server.url, admin, members, kill);
      // Kill at a different point each round, once writes are flowing from every client.
      const target = 80 + Math.floor(Math.random() * 120);
      while (writers.state.acknowledged < target || writers.state.inFlight <= ADMIN_WRITERS) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      writers.state.killed = true;
      server.child.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      await writers.done;
      figures.push({
        kill,
        acknowledged: writers.state.acknowledged,
        cutShort: writers.state.cutShort,
        afterMs: Date.now() - started,
      });
      expect(writers.state.unexpected).toEqual([]);

      server = await startServer({ DATA_DIR: dataDir });
      const found = readDatabase(dataDir);
      expect(found.integrity).toBe('ok');
      expect(found.unaudited).toBe(0);
      const lostTools = [...acknowledged.tools].filter(
        ([name, id]) => found.tools.get(name) !== id,
      );
      expect(lostTools).toEqual([]);
      const lostFavorites = [...acknowledged.favorites].filter((key) => !found.favorites.has(key));
      expect(lostFavorites).toEqual([]);
      // The restarted server serves them, with the sessions made before the kills.
      const favorites = await api(server.url, members[0]!.cookie, 'GET', '/api/me/favorites');
      expect(favorites.status).toBe(200);
      const mine = [...acknowledged.favorites].filter((key) =>
        key.startsWith(`${members[0]!.username}|`),
      );
      expect((favorites.body as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(
        mine.length,
      );
    }
    // Requests were left unanswered when the process died: the kills hit the middle of writes.
    expect(figures.reduce((sum, round) => sum + round.cutShort, 0)).toBeGreaterThan(0);
    expect(acknowledged.tools.size).toBeGreaterThan(0);
    expect(acknowledged.favorites.size).toBeGreaterThan(0);
  });
});
