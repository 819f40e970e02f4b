// Issue 11, "Hostile input": every write route, as a caller it lets in, gets random JSON and its
// own valid body with fields swapped for hostile values (hostile-values.ts). Every answer is 2xx
// or 4xx, never 5xx; every 4xx is `{ error: { code, message } }` with a message; and a refused
// request leaves the database as it was. The routes come from the app itself (apiRoutes), so a
// new write route is fuzzed with random bodies at once, and the coverage test below asks for a
// valid body of it in hostile-routes.ts.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, ApiRoute } from '../auth/access.js';
import { createSession } from '../auth/sessions.js';
import { useTestApp } from '../test/app.js';
import { holdLinkCheck } from '../test/link-check.js';
import { REFUSAL_MAY_WRITE, dbWatcher, snapshotChanges, snapshotDb } from '../test/db-snapshot.js';
import { ROUTE_CASES, caseHelpers, type Caller, type CaseContext } from '../test/hostile-routes.js';
import {
  HOSTILE_SEGMENTS,
  RAW_SEGMENTS,
  mutate,
  mutations,
  randomJson,
} from '../test/hostile-values.js';

const t = useTestApp();
const { newUser, callerFor, context: contextOf } = caseHelpers(t);

// Inputs per route: random JSON, then the valid body with one to three hostile changes. Sized
// for CI (well under a minute); HOSTILE_RUNS=10 multiplies them for a longer hunt by hand.
const SCALE = Number(process.env.HOSTILE_RUNS ?? 1);
const RANDOM_RUNS = 8 * SCALE;
const MUTATION_RUNS = 24 * SCALE;

const writeRoutes = () => t().app.apiRoutes.filter((r) => r.method !== 'GET');
const keyOf = (route: ApiRoute) => `${route.method} ${route.url}`;
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

let watcher: Awaited<ReturnType<typeof dbWatcher>>;
let counter = 0;
let tried = 0;
beforeAll(async () => {
  // Before any request: "Semak sekarang" must never start a check writing in the background.
  await holdLinkCheck(t().db);
  watcher = await dbWatcher(t().db, t().dialect, REFUSAL_MAY_WRITE);
});
afterAll(() => {
  process.stdout.write(`hostile-input: ${tried} inputs tried on ${writeRoutes().length} routes\n`);
});

/** Each request from an address of its own: the per-address limits never answer 429. */
const nextAddress = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

/** Text short enough to read in a failure: runs of one character counted, then cut. */
const excerpt = (text: string, max = 300) => {
  const short = text.replace(/(.)\1{40,}/gu, (run, c: string) => `${c}×${Array.from(run).length}`);
  return short.length > max ? `${short.slice(0, max)}…(${text.length} chars)` : short;
};

/** Sends one body and checks the answer; a refused one must leave the database unchanged. */
async function attempt(
  route: ApiRoute,
  caller: Caller | null,
  url: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  const fileType = ROUTE_CASES[keyOf(route)]?.fileType;
  const raw = fileType !== undefined && typeof body === 'string';
  const payload = raw ? body : (JSON.stringify(body) ?? 'null');
  const before = await watcher.current();
  const res = await t()
    .as(caller)
    .send(route.method, url, payload, {
      headers: { 'content-type': raw ? fileType : 'application/json' },
      remoteAddress: nextAddress(),
    });
  tried += 1;
  const what = `${route.method} ${url} ${excerpt(payload)} → ${res.statusCode} ${excerpt(res.body)}`;

  const status = res.statusCode;
  expect((status >= 200 && status < 300) || (status >= 400 && status < 500), what).toBe(true);
  if (status >= 400) {
    const answer = JSON.parse(res.body) as { error?: Record<string, unknown> };
    expect(Object.keys(answer), what).toEqual(['error']);
    expect(answer.error?.code, what).toMatch(/^[a-z_]+$/);
    expect(answer.error?.message, what).toMatch(/\S/);
    expect(
      Object.keys(answer.error ?? {}).filter((k) => !['code', 'message', 'fields'].includes(k)),
      what,
    ).toEqual([]);
    expect(snapshotChanges(before, await watcher.current()), `database changed: ${what}`).toEqual(
      [],
    );
  }
  expect(Object.getOwnPropertyNames(Object.prototype).sort(), what).toEqual(PROTOTYPE_KEYS);
  return res;
}

type ParamChoice =
  | { kind: 'existing' }
  | { kind: 'other'; pick: number; value: string }
  | { kind: 'raw'; pick: number; value: string };

/**
 * Mostly the existing row; otherwise one parameter is a random UUID or a hostile segment
 * (encoded, as a client sends it), or one sent as it is.
 */
const paramChoice: fc.Arbitrary<ParamChoice> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'existing' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      pick: fc.nat(),
      value: fc.constantFrom(...RAW_SEGMENTS),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('other' as const),
      pick: fc.nat(),
      value: fc.oneof(
        fc.uuid(),
        fc.constantFrom(...HOSTILE_SEGMENTS),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
      ),
    }),
  },
);

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function fill(url: string, params: Record<string, string>, raw?: string) {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    name === raw ? params[name]! : encodeURIComponent(params[name]!),
  );
}

async function fuzzRoute(route: ApiRoute) {
  const routeCase = ROUTE_CASES[keyOf(route)];
  let caller = await callerFor(route.access);
  const context = async (): Promise<CaseContext> => {
    if (routeCase?.freshCaller) caller = await callerFor(route.access);
    return contextOf(caller);
  };
  const urlFor = async (c: CaseContext, choice: ParamChoice) => {
    const names = paramNames(route.url);
    if (names.length === 0) return route.url;
    // A row is made only when the address names it: a lone parameter replaced needs none.
    const needsRow = choice.kind === 'existing' || names.length > 1;
    const params =
      routeCase?.params && needsRow
        ? await routeCase.params(c)
        : Object.fromEntries(names.map((name) => [name, randomUUID()]));
    if (choice.kind === 'existing') return fill(route.url, params);
    const name = names[choice.pick % names.length]!;
    params[name] = choice.value;
    return fill(route.url, params, choice.kind === 'raw' ? name : undefined);
  };
  const runs = (numRuns: number) => ({ numRuns, endOnFailure: true });

  if (routeCase) {
    // The valid body is accepted: its hostile variants are refused for what was changed.
    const c = await context();
    const url = await urlFor(c, { kind: 'existing' });
    const res = await attempt(route, caller, url, await routeCase.body(c));
    expect(res.statusCode, `valid body of ${keyOf(route)}: ${res.body}`).toBeLessThan(300);
  }
  await fc.assert(
    fc.asyncProperty(paramChoice, randomJson, async (choice, body) => {
      const c = await context();
      await attempt(route, caller, await urlFor(c, choice), body);
    }),
    runs(RANDOM_RUNS),
  );
  if (!routeCase) return;
  await fc.assert(
    fc.asyncProperty(paramChoice, mutations, async (choice, changes) => {
      const c = await context();
      const valid = await routeCase.body(c);
      await attempt(route, caller, await urlFor(c, choice), mutate(valid, changes));
    }),
    runs(MUTATION_RUNS),
  );
}

describe('the database snapshot the refusals are checked against', () => {
  it('covers every table but rate_limits, and sees an insert, an update and a delete', async () => {
    const { db, dialect } = t();
    const take = () => snapshotDb(db, dialect, REFUSAL_MAY_WRITE);
    const start = await take();
    for (const table of ['users', 'sessions', 'tools', 'favorites', 'audit_log', 'app_meta']) {
      expect(start.counts).toHaveProperty(table);
    }
    expect(start.counts).not.toHaveProperty('rate_limits');
    expect(Object.keys(start.counts).some((name) => name.endsWith('_search'))).toBe(false);

    const [tool] = await t().insertTools({ name: 'Asal' });
    const inserted = await take();
    expect(inserted.counts.tools).toBe(start.counts.tools! + 1);
    await db.updateTable('tools').set({ rating: 4.6 }).where('id', '=', tool!.id).execute();
    const updated = await take();
    expect(updated.counts).toEqual(inserted.counts);
    expect(updated.digests.tools).not.toBe(inserted.digests.tools);
    await db.deleteFrom('tools').where('id', '=', tool!.id).execute();
    expect(await take()).toEqual(start);
  });

  it('ignores rate-limit hits and a session sliding, not a new session', async () => {
    const { db, dialect } = t();
    const watch = await dbWatcher(db, dialect, REFUSAL_MAY_WRITE);
    const user = await newUser();
    const before = await watch.current();
    await db
      .insertInto('rate_limits')
      .values({ key: `login-ip:${user.id}`, count: 1, window_start: new Date().toISOString() })
      .execute();
    expect(await watch.current()).toEqual(before);
    await createSession(db, user.id, t().clock.current);
    const opened = await watch.current();
    expect(snapshotChanges(before, opened)).toEqual([
      `sessions: ${before.counts.sessions} → ${before.counts.sessions! + 1} rows`,
    ]);
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(0).toISOString(), last_used_at: new Date(0).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect(await watch.current()).toEqual(opened);
  });
});

describe('hostile bodies on every write route', () => {
  it('knows a valid body for every write route, and none for a route that is gone', () => {
    const routes = writeRoutes().map(keyOf);
    expect(routes.length).toBeGreaterThan(40);
    expect(
      routes.filter((key) => !(key in ROUTE_CASES)),
      'add these to hostile-routes.ts',
    ).toEqual([]);
    expect(Object.keys(ROUTE_CASES).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it.each<Access>(['public', 'member', 'admin'])(
    'answers 2xx or a clear 4xx on every %s write route, and a refusal changes nothing',
    async (access) => {
      const routes = writeRoutes().filter((r) => r.access === access);
      const start = tried;
      const failures: string[] = [];
      for (const route of routes) {
        try {
          await fuzzRoute(route);
        } catch (error) {
          // fast-check's first lines (with the seed), then what failed: its counterexample
          // can hold 100,000-character strings.
          const [head, seed] = String(error).split('\n');
          const cause = (error as Error).cause ?? error;
          failures.push(`${keyOf(route)}: ${head} ${seed}\n${excerpt(String(cause), 2500)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(tried - start).toBeGreaterThanOrEqual(routes.length * (RANDOM_RUNS + MUTATION_RUNS));
    },
    180_000 * SCALE,
  );
});
