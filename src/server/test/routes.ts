import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ApiRoute } from '../auth/access.js';
import { SESSION_COOKIE, createSession } from '../auth/sessions.js';
import { buildUser } from '../db/factories.js';
import type { UsersTable } from '../db/schema.js';
import { hashOnce, type TestApp } from './app.js';

// Helpers for the tests that walk every registered route (src/server/security).

export const routeName = (route: Pick<ApiRoute, 'method' | 'url'>) =>
  `${route.method} ${route.url}`;

/** The route's URL with each `:param` taken from `values`, or a random UUID. */
export const fillPath = (url: string, values: Record<string, string> = {}) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? randomUUID());

export const FOREIGN_ORIGIN = 'https://jahat.example';

export const USER_PASSWORD = 'rahsia123';

/**
 * A new user and a session cookie for it, written straight to the database: hundreds of calls
 * each get their own account without an Argon2 hash or a sign-in apiece. Its password is
 * USER_PASSWORD.
 */
export async function userWithSession(t: TestApp, overrides: Partial<Insertable<UsersTable>> = {}) {
  const user = buildUser({
    password_hash: await hashOnce(USER_PASSWORD),
    ...overrides,
  });
  await t.db.insertInto('users').values(user).execute();
  const { token } = await createSession(t.db, user.id, t.clock.current);
  return { user, token, cookie: `${SESSION_COOKIE}=${token}` };
}
