// Issue 11, "Outages and load": a bounded load run on PostgreSQL, many members reading and
// writing at once (autocannon, one connection per member), then every acknowledged write is
// looked for in the database. LOAD_SECONDS shortens the run (60 s by default).
import autocannon, { type Client, type Request } from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUSES, TOOL_CATEGORIES } from '../../src/shared/constants.js';
import {
  contentIds,
  createMembers,
  dropPgDatabase,
  pgQuery,
  skipWithoutPg,
  type Member,
} from './pg-helpers.js';
import { freshPgDatabase, startServer, type ServerProcess } from './server.js';

const DB_NAME = 'habai_ops_load';
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Members, each on its own connection, so each member's requests run in order. */
const MEMBERS = 40;
/** Prompt copies per member: under the hourly limit (RATE_RULES.promptCopyUser, 120). */
const COPY_BUDGET = 100;
/** Status and favourite writes per member: under their hourly limits (RATE_RULES, 300 each). */
const STATUS_BUDGET = 250;
const FAVOURITE_BUDGET = 250;
/** Favourites a member keeps at most: one is added and one removed per round. */
const FAVOURITES_KEPT = 3;

/** One request of a member's round, and what it changes once the app acknowledges it. */
interface Action {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  write?:
    | { kind: 'status'; key: string; status: string }
    | { kind: 'favourite-add'; toolId: string }
    | { kind: 'favourite-remove'; toolId: string }
    | { kind: 'copy'; promptId: string };
}

/** What one member did, as the answers acknowledged it. */
interface Ledger {
  member: Member;
  step: number;
  /** Last acknowledged status per `type:id`. */
  statuses: Map<string, string>;
  /** Tool ids acknowledged as favourites and not yet removed, oldest first. */
  favourites: string[];
  nextFavourite: number;
  copies: number;
  statusWrites: number;
  favouriteWrites: number;
  removals: number;
  /** Acknowledged writes that record an interaction (status, favourite add, copy). */
  interactions: number;
  /** What those interactions are about: `kind:type:id`, one row per key and day. */
  activityKeys: Set<string>;
  acknowledgedWrites: number;
  inFlight: Action | null;
  /** Sent but never answered (a connection error, or the run's end): outcome unknown. */
  unanswered: Action[];
}

interface Content {
  tools: string[];
  workflows: string[];
  prompts: string[];
}

const pick = <T>(items: T[], n: number) => items[n % items.length] as T;

/** The member's next request: a round of reads and writes, each write valid in its state. */
function nextAction(ledger: Ledger, content: Content, offset: number): Action {
  const n = ledger.step++;
  const round = Math.floor(n / 12);
  const tool = pick(content.tools, offset + n);
  switch (n % 12) {
    case 0:
      return { method: 'GET', path: '/api/tools?limit=24' };
    case 1:
    case 5: {
      const [type, id] = n % 12 === 1 ? ['tool', tool] : ['workflow', pick(content.workflows, n)];
      const status = pick([...ITEM_STATUSES], round + offset);
      if (ledger.statusWrites >= STATUS_BUDGET) return { method: 'GET', path: '/api/me/statuses' };
      return {
        method: 'PUT',
        path: `/api/me/items/${type}/${id}/status`,
        body: { status },
        write: { kind: 'status', key: `${type}:${id}`, status },
      };
    }
    case 2:
    case 11:
      return { method: 'GET', path: `/api/tools/${tool}` };
    case 3: {
      // Tools in turn: one added FAVOURITES_KEPT rounds ago has been removed since.
      if (ledger.favouriteWrites >= FAVOURITE_BUDGET)
        return { method: 'GET', path: '/api/me/favorites' };
      const toolId = pick(content.tools, offset + ledger.nextFavourite++);
      return {
        method: 'POST',
        path: '/api/me/favorites',
        body: { itemType: 'tool', itemId: toolId },
        write: { kind: 'favourite-add', toolId },
      };
    }
    case 4:
      return { method: 'GET', path: '/api/me/dashboard' };
    case 6:
      return { method: 'GET', path: '/api/prompts?limit=24' };
    case 7: {
      const oldest = ledger.favourites[0];
      if (ledger.favourites.length < FAVOURITES_KEPT || !oldest)
        return { method: 'GET', path: '/api/me/favorites' };
      return {
        method: 'DELETE',
        path: `/api/me/favorites/tool/${oldest}`,
        write: { kind: 'favourite-remove', toolId: oldest },
      };
    }
    case 8:
      return {
        method: 'GET',
        path: `/api/tools?limit=24&category=${pick([...TOOL_CATEGORIES], round + offset)}`,
      };
    case 9: {
      const prompt = pick(content.prompts, round + offset);
      if (ledger.copies >= COPY_BUDGET) return { method: 'GET', path: `/api/prompts/${prompt}` };
      return {
        method: 'POST',
        path: `/api/prompts/${prompt}/copy`,
        write: { kind: 'copy', promptId: prompt },
      };
    }
    default:
      return { method: 'GET', path: '/api/me/statuses' };
  }
}

/** Books an acknowledged action in the member's ledger. */
function acknowledge(ledger: Ledger, action: Action) {
  const write = action.write;
  if (!write) return;
  ledger.acknowledgedWrites++;
  const key = activityKey(write);
  if (key) {
    ledger.interactions++;
    ledger.activityKeys.add(key);
  }
  if (write.kind === 'status') {
    ledger.statuses.set(write.key, write.status);
    ledger.statusWrites++;
  } else if (write.kind === 'favourite-add') {
    ledger.favourites.push(write.toolId);
    ledger.favouriteWrites++;
  } else if (write.kind === 'favourite-remove') {
    ledger.favourites = ledger.favourites.filter((id) => id !== write.toolId);
    ledger.favouriteWrites++;
    ledger.removals++;
  } else {
    ledger.copies++;
  }
}

/** The interaction a write records (progress/activity.ts), as `kind:type:id`; none for a removal. */
function activityKey(write: NonNullable<Action['write']>): string | null {
  if (write.kind === 'status') return `status:${write.key}`;
  if (write.kind === 'favourite-add') return `favorite:tool:${write.toolId}`;
  if (write.kind === 'copy') return `copy:prompt:${write.promptId}`;
  return null;
}

/** The members' rows the load's writes touch, read straight from the database. */
async function storedWrites(databaseUrl: string, members: Member[]) {
  const ids = members.map((m) => m.id);
  const [statuses, favourites, activity] = await Promise.all([
    pgQuery<{ user_id: string; key: string; status: string }>(
      databaseUrl,
      "select user_id, item_type || ':' || item_id as key, status from item_status where user_id = any($1)",
      [ids],
    ),
    pgQuery<{ user_id: string; item_id: string }>(
      databaseUrl,
      "select user_id, item_id from favorites where item_type = 'tool' and user_id = any($1)",
      [ids],
    ),
    pgQuery<{ user_id: string; key: string; n: number }>(
      databaseUrl,
      `select user_id, interaction_type || ':' || item_type || ':' || item_id as key,
         count(*)::int as n from interactions where user_id = any($1) group by 1, 2`,
      [ids],
    ),
  ]);
  return { statuses, favourites, activity };
}

/**
 * Checks one member's acknowledged writes against the database and gives what it found. A
 * write cut off by the run's end (sent, never answered) may have been made or not: its effect
 * is allowed, nothing else is.
 */
function checkLedger(ledger: Ledger, stored: Awaited<ReturnType<typeof storedWrites>>) {
  const { id, username: who } = ledger.member;
  const maybe = ledger.unanswered.flatMap((action) => (action.write ? [action.write] : []));

  const statuses = new Map(
    stored.statuses.filter((r) => r.user_id === id).map((r) => [r.key, r.status]),
  );
  const maybeStatuses = (key: string) =>
    maybe.flatMap((w) => (w.kind === 'status' && w.key === key ? [w.status] : []));
  for (const [key, status] of ledger.statuses) {
    expect([status, ...maybeStatuses(key)], `${who} ${key}`).toContain(statuses.get(key));
  }
  for (const key of statuses.keys()) {
    if (!ledger.statuses.has(key)) expect(maybeStatuses(key), `${who} ${key}`).not.toEqual([]);
  }

  const held = new Set(stored.favourites.filter((r) => r.user_id === id).map((r) => r.item_id));
  const expected = new Set(ledger.favourites);
  for (const w of maybe) {
    if (w.kind !== 'favourite-add' && w.kind !== 'favourite-remove') continue;
    held.delete(w.toolId);
    expected.delete(w.toolId);
  }
  expect([...held].sort(), who).toEqual([...expected].sort());

  // One activity row per status, favourite add and copy of an item a day (progress/activity.ts):
  // every acknowledged one is there, nothing else is, and none twice in a day (a run may
  // cross midnight in Kuala Lumpur, so a key may have two days).
  const activity = stored.activity.filter((r) => r.user_id === id);
  const maybeKeys = new Set(maybe.map(activityKey));
  for (const key of ledger.activityKeys) {
    expect(
      activity.map((r) => r.key),
      `${who} ${key}`,
    ).toContain(key);
  }
  for (const row of activity) {
    if (!ledger.activityKeys.has(row.key))
      expect(maybeKeys, `${who} ${row.key}`).toContain(row.key);
    expect(row.n, `${who} ${row.key}`).toBeLessThanOrEqual(2);
  }

  return {
    activity: ledger.interactions,
    activityRows: activity.reduce((sum, r) => sum + r.n, 0),
    statuses: ledger.statuses.size,
    favourites: ledger.favourites.length,
    removed: ledger.removals,
  };
}

describe.skipIf(skipWithoutPg('A bounded load run on PostgreSQL'))(
  'A bounded load run on PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    let databaseUrl: string;
    let server: ServerProcess;
    let members: Member[];
    let content: Content;

    beforeAll(async () => {
      databaseUrl = await freshPgDatabase(DB_NAME);
      server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'true' });
      members = await createMembers(databaseUrl, MEMBERS, 'beban_');
      content = {
        tools: await contentIds(databaseUrl, 'tools'),
        workflows: await contentIds(databaseUrl, 'workflows'),
        prompts: await contentIds(databaseUrl, 'prompts'),
      };
    });

    afterAll(async () => {
      await server?.stop();
      await dropPgDatabase(DB_NAME);
    });

    it(
      `holds ${LOAD_SECONDS} s of mixed reads and writes from ${MEMBERS} members with no error, and keeps every acknowledged write`,
      { timeout: (LOAD_SECONDS + 120) * 1000 },
      async () => {
        const ledgers: Ledger[] = members.map((member) => ({
          member,
          step: 0,
          statuses: new Map(),
          favourites: [],
          nextFavourite: 0,
          copies: 0,
          statusWrites: 0,
          favouriteWrites: 0,
          removals: 0,
          interactions: 0,
          activityKeys: new Set(),
          acknowledgedWrites: 0,
          inFlight: null,
          unanswered: [],
        }));
        const answers = new Map<number, number>();
        let clients = 0;

        const result = await autocannon({
          url: server.url,
          connections: MEMBERS,
          duration: LOAD_SECONDS,
          // One connection per member (setupClient runs once per connection).
          setupClient: (client: Client) => {
            const index = clients++ % MEMBERS;
            const ledger = ledgers[index]!;
            const { cookie } = ledger.member;
            const request: Request = {
              setupRequest: (base) => {
                if (ledger.inFlight) ledger.unanswered.push(ledger.inFlight);
                const action = nextAction(ledger, content, index * 7);
                ledger.inFlight = action;
                const headers: Record<string, string> = { cookie };
                if (action.method !== 'GET') headers.origin = server.url;
                if (action.body !== undefined) headers['content-type'] = 'application/json';
                return {
                  ...base,
                  method: action.method,
                  path: action.path,
                  headers,
                  ...(action.body === undefined ? {} : { body: JSON.stringify(action.body) }),
                };
              },
              onResponse: (status) => {
                answers.set(status, (answers.get(status) ?? 0) + 1);
                const action = ledger.inFlight;
                ledger.inFlight = null;
                if (action && status >= 200 && status < 300) acknowledge(ledger, action);
              },
            };
            client.setRequests([request]);
          },
        });
        for (const ledger of ledgers) {
          if (ledger.inFlight) ledger.unanswered.push(ledger.inFlight);
          ledger.inFlight = null;
        }

        const writes = ledgers.reduce((sum, l) => sum + l.acknowledgedWrites, 0);
        const unanswered = ledgers.flatMap((l) => l.unanswered);
        console.log(
          `[pg-load] ${LOAD_SECONDS} s, ${MEMBERS} members: ${result.requests.total} requests, ` +
            `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
            `p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${writes} writes ` +
            `acknowledged; answers ${JSON.stringify(Object.fromEntries(answers))}; ` +
            `errors ${result.errors}, timeouts ${result.timeouts}, unanswered at the end ${unanswered.length}`,
        );

        // Every request answered, and answered 2xx: the writes were designed to be valid.
        expect(result.errors).toBe(0);
        expect(result.timeouts).toBe(0);
        expect(result.non2xx).toBe(0);
        expect([...answers.keys()].every((status) => status >= 200 && status < 300)).toBe(true);
        expect(result.requests.total).toBeGreaterThan(0);
        expect(writes).toBeGreaterThan(0);
        // Only the requests cut off by the run's end go unanswered: at most one per member.
        expect(unanswered.length).toBeLessThanOrEqual(MEMBERS);
        expect(server.output()).not.toMatch(/"msg":"(request failed|database unavailable)"/);

        const stored = await storedWrites(databaseUrl, members);
        const checked = ledgers.map((ledger) => checkLedger(ledger, stored));
        const sum = (key: keyof (typeof checked)[number]) =>
          checked.reduce((total, c) => total + c[key], 0);
        console.log(
          `[pg-load] all ${writes} acknowledged writes found: ${sum('activityRows')} activity rows ` +
            `(one per item and kind a day) for ${sum('activity')} statuses, favourite adds and copies, ${sum('statuses')} member–item statuses ` +
            `at their last value, ${sum('favourites')} favourites held, ${sum('removed')} removed ones gone`,
        );
        expect(sum('activity') + sum('removed')).toBe(writes);
      },
    );
  },
);
