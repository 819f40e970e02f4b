import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth.js';
import { accountStatusMessage, type Access, type ApiRoute } from '../auth/access.js';
import { TEST_ORIGIN, useTestApp } from '../test/app.js';
import { holdLinkCheck } from '../test/link-check.js';
import { listeningPort } from '../test/raw-http.js';
import type { SendOptions } from '../test/requests.js';
import { snapshotDb } from '../test/db-snapshot.js';
import { FOREIGN_ORIGIN, fillPath, routeName, userWithSession } from '../test/routes.js';

// Issue 11 "Access": every route the app registers, called as every kind of caller, answers
// exactly as its declared access says (docs/architecture.md#layers-and-imports default deny). The routes come from the app
// itself (`app.apiRoutes`, filled as they are registered), so a new route is checked too.

const t = useTestApp();
beforeAll(() => holdLinkCheck(t().db));

const ROLES = ['visitor', 'pending', 'declined', 'member', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** Routes that answer with an endless stream: an allowed call is opened over HTTP, then closed. */
const STREAMS = new Set(['GET /api/admin/events']);

/** What the access hook must answer, or null where the caller is let through. */
function refusalFor(access: Access, role: Role) {
  if (access === 'public') return null;
  if (role === 'visitor') {
    return { status: 401, code: 'unauthenticated', message: AUTH_MESSAGES.signInRequired };
  }
  if (role === 'pending' || role === 'declined') {
    return { status: 403, code: 'account_not_approved', message: accountStatusMessage(role) };
  }
  if (access === 'admin' && role === 'member') {
    return { status: 403, code: 'forbidden', message: AUTH_MESSAGES.adminRequired };
  }
  return null;
}

/** Answers about the credentials in a sign-in's body, not about the caller: not a refusal. */
const CREDENTIAL_ANSWERS = new Set([
  'invalid_credentials',
  'account_pending',
  'account_declined',
  'admin_only',
]);
const ACCESS_REFUSALS = new Set([
  'unauthenticated',
  'account_not_approved',
  'forbidden',
  'foreign_origin',
]);

interface Answer {
  statusCode: number;
  body: string;
}
const errorOf = (res: Answer): { code?: string; message?: string } | undefined => {
  try {
    return (JSON.parse(res.body) as { error?: { code?: string; message?: string } }).error;
  } catch {
    return undefined;
  }
};
const errorCode = (res: Answer) => errorOf(res)?.code;

/** A call with a random id in every path parameter and an empty JSON body for a write. */
function call(route: ApiRoute, cookie: string | null) {
  return t()
    .as(cookie)
    .send(route.method, fillPath(route.url), route.method === 'GET' ? undefined : {});
}

/** An allowed call to a stream: it must open (200, text/event-stream); then it is closed. */
async function openStream(route: ApiRoute, cookie: string): Promise<Answer> {
  const port = await listeningPort(t().app);
  const abort = new AbortController();
  try {
    const res = await fetch(`http://127.0.0.1:${port}${fillPath(route.url)}`, {
      headers: { cookie },
      signal: abort.signal,
    });
    const type = res.headers.get('content-type') ?? '';
    return { statusCode: res.status, body: type.startsWith('text/event-stream') ? '' : type };
  } finally {
    abort.abort();
  }
}

/** A call that does not answer in time is reported, not left to time the whole test out. */
async function answered(route: ApiRoute, pending: Promise<Answer>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Answer>((resolve) => {
    timer = setTimeout(
      () => resolve({ statusCode: 0, body: 'no answer within 5 s (a stream? list it in STREAMS)' }),
      5000,
    );
  });
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
}

// The figures the README states ("routes checked"), printed at the end of the file.
const calls: Record<Role, number> = { visitor: 0, pending: 0, declined: 0, member: 0, admin: 0 };
let csrfCalls = 0;
afterAll(() => {
  const total = Object.values(calls).reduce((a, b) => a + b, 0);
  console.info(
    `access matrix: ${t().app.apiRoutes.length} routes × ${ROLES.length} roles = ${total} calls`,
    calls,
    `; CSRF: ${csrfCalls} foreign-origin writes`,
  );
});

describe('every registered API route × every kind of caller (issue 11 "Access")', () => {
  it('covers the whole API: every access level, and every stream it names', () => {
    const routes = t().app.apiRoutes;
    expect(routes.length).toBeGreaterThan(60);
    const names = routes.map(routeName);
    expect(new Set(names).size, 'a route registered twice').toBe(names.length);
    for (const access of ['public', 'member', 'admin'] as const) {
      expect(
        routes.some((route) => route.access === access),
        access,
      ).toBe(true);
    }
    for (const stream of STREAMS) expect(names).toContain(stream);
  });

  it('refuse a visitor (401), a pending or declined account and a member on admin routes (403), changing nothing', async () => {
    const cookies: Record<Role, string | null> = {
      visitor: null,
      pending: (await userWithSession(t(), { status: 'pending' })).cookie,
      declined: (await userWithSession(t(), { status: 'declined' })).cookie,
      member: (await userWithSession(t())).cookie,
      admin: null, // refused nowhere
    };
    const before = await snapshotDb(t().db, t().dialect);
    const mismatches: string[] = [];
    for (const route of t().app.apiRoutes) {
      for (const role of ROLES) {
        const expected = refusalFor(route.access, role);
        if (!expected) continue;
        const cookie = cookies[role];
        const res = await answered(route, call(route, cookie));
        calls[role] += 1;
        const error = errorOf(res);
        if (
          res.statusCode !== expected.status ||
          error?.code !== expected.code ||
          error.message !== expected.message
        ) {
          mismatches.push(`${role} ${routeName(route)}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(await snapshotDb(t().db, t().dialect)).toEqual(before);
  });

  it('let every allowed caller through: no 401/403 refusal and no 5xx (an empty body may get 400, a random id 404)', async () => {
    const mismatches: string[] = [];
    for (const route of t().app.apiRoutes) {
      for (const role of ROLES) {
        if (refusalFor(route.access, role)) continue;
        // A fresh account and session for every call: a logout or a delete ends only its own.
        const cookie =
          role === 'visitor'
            ? null
            : (
                await userWithSession(t(), {
                  status: role === 'pending' || role === 'declined' ? role : 'approved',
                  role: role === 'admin' ? 'admin' : 'user',
                })
              ).cookie;
        const res = await answered(
          route,
          STREAMS.has(routeName(route)) && cookie ? openStream(route, cookie) : call(route, cookie),
        );
        calls[role] += 1;
        const code = errorCode(res);
        const refused =
          res.statusCode === 401 || res.statusCode === 403 || ACCESS_REFUSALS.has(code ?? '');
        const credentials = route.access === 'public' && CREDENTIAL_ANSWERS.has(code ?? '');
        const stream = STREAMS.has(routeName(route)) && res.statusCode === 200 && res.body !== '';
        if (res.statusCode === 0 || res.statusCode >= 500 || (refused && !credentials) || stream) {
          mismatches.push(`${role} ${routeName(route)}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('CSRF (docs/architecture.md#api-conventions): a signed-in admin’s write from another site', () => {
  // Browsers send Origin on every cross-site write; `null` comes from sandboxed frames and
  // redirects; a look-alike host must not pass as ours; without Origin, Sec-Fetch-Site tells.
  const FOREIGN: Record<string, SendOptions> = {
    'a foreign Origin': { origin: FOREIGN_ORIGIN },
    'Origin null': { origin: 'null' },
    'a look-alike Origin': { origin: `${TEST_ORIGIN}.jahat.example` },
    'no Origin, Sec-Fetch-Site cross-site': {
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
    },
  };

  it('is refused with 403 foreign_origin on every write route, changing nothing', async () => {
    const admin = await userWithSession(t(), { role: 'admin' });
    const allWrites = t().app.apiRoutes.filter((route) => route.method !== 'GET');
    // A route any site may call (one-click unsubscribe) must not act on a session: public only.
    const anySite = allWrites.filter((route) => route.anyOrigin);
    expect(anySite.filter((route) => route.access !== 'public')).toEqual([]);
    const writes = allWrites.filter((route) => !route.anyOrigin);
    expect(writes.length).toBeGreaterThan(30);
    const before = await snapshotDb(t().db, t().dialect);
    const mismatches: string[] = [];
    for (const route of writes) {
      for (const [name, options] of Object.entries(FOREIGN)) {
        const res = await t().as(admin).send(route.method, fillPath(route.url), {}, options);
        csrfCalls += 1;
        if (res.statusCode !== 403 || errorCode(res) !== 'foreign_origin') {
          mismatches.push(`${name} ${routeName(route)}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(await snapshotDb(t().db, t().dialect)).toEqual(before);
    // The refused logout did not end the session either.
    const session = await t().as(admin.cookie).get('/api/auth/session');
    expect(session.json().user?.id).toBe(admin.user.id);
  });
});
