import type { Insertable, Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { startupJobsDone } from '../jobs/schedule.js';
import { hashPassword } from '../auth/passwords.js';
import { parseConfig } from '../config.js';
import type { DbHandle } from '../db/connect.js';
import { buildTool, buildUser } from '../db/factories.js';
import type { Database, UsersTable } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { requestsAs, sessionCookieFrom, type Caller } from './requests.js';
import { startSmtpReceiver } from './smtp.js';

export const TEST_ORIGIN = 'http://localhost:3000';
/** The Host a browser on TEST_ORIGIN sends: one the app answers for (the Host rule, issue 31). */
export const TEST_HOST = new URL(TEST_ORIGIN).host;
// The resource changesSettled() announces to itself; tests that count events count others.
const SENTINEL = 'learning-path';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

// One Argon2 hash per password for the whole run: an account's hash is only ever verified, and
// a hash apiece would spend seconds of a busy machine's CPU on the files that make dozens.
const hashes = new Map<string, Promise<string>>();
export const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

export interface TestAppOptions {
  /**
   * Run on the database of another (already started) test app instead of a fresh one; it stays
   * open until that app closes. For a second app in one file: on PostgreSQL, migrating a second
   * schema while another test schema exists fails (Kysely looks for its migration tables in
   * every schema).
   */
  databaseOf?: () => Pick<DbHandle, 'db' | 'dialect' | 'changes'>;
  /** Receives every log line (level trace, one JSON object each); without it nothing is logged. */
  log?: { write(line: string): void };
}

async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const shared = options.databaseOf?.();
  const handle: TestDatabase = shared
    ? { ...shared, close: async () => {} }
    : await createTestDatabase();
  // Every app mails through a real local SMTP server; tests read what arrived in `mail`.
  const mail = await startSmtpReceiver().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  const clock = { current: new Date() };
  // The Origin a browser on the site sends: `as()` puts it on every write.
  let publicUrl = TEST_ORIGIN;
  const app = await (async () => {
    const config = parseConfig({
      PUBLIC_URL: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      SMTP_URL: mail.url,
      // Tests read what they just wrote; the read cache has its own test.
      READ_CACHE_SECONDS: '0',
      // Never the daily link check, and a check asks loopback addresses only: never the internet.
      LINK_CHECK_DAILY: 'false',
      LINK_CHECK_NETWORK: 'local',
      // The weekly digest is sent only where a test drives it (features/digest/).
      WEEKLY_DIGEST: 'false',
      ...env,
    });
    publicUrl = new URL(config.publicUrl).origin;
    const built = await buildApp({
      db: handle.db,
      dialect: handle.dialect,
      changes: handle.changes,
      config,
      now: () => clock.current,
      serveWeb: false,
      logger: options.log ? { level: 'trace', stream: options.log } : false,
    });
    await built.ready();
    // What the app does at start (the purge) ends before a test moves the clock. Not on a
    // database a test gives itself (health.test.ts's never answers).
    if (!shared) await startupJobsDone(built);
    return built;
  })().catch(async (error: unknown) => {
    // Leave no schema or listening socket behind when the app cannot start.
    await Promise.allSettled([handle.close(), mail.close()]);
    throw error;
  });
  const { db } = handle;

  async function createUser(
    overrides: Partial<Insertable<UsersTable>> = {},
    password = 'rahsia123',
  ) {
    const user = buildUser({ password_hash: await hashOnce(password), ...overrides });
    await db.insertInto('users').values(user).execute();
    return { ...user, password };
  }

  /** Signs in through the real endpoint and returns the Cookie header to send. */
  async function cookieFor(user: { username: string; password: string }) {
    const res = await as(null).post('/api/auth/login', {
      identifier: user.username,
      password: user.password,
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return sessionCookieFrom(res);
  }

  async function member() {
    return cookieFor(await createUser());
  }
  /** A new user (an approved member unless `overrides` say otherwise) and their Cookie header. */
  async function signedIn(overrides: Partial<Insertable<UsersTable>> = {}) {
    const user = await createUser(overrides);
    return { user, cookie: await cookieFor(user) };
  }
  async function admin() {
    return cookieFor(await createUser({ role: 'admin' }));
  }

  async function insertTools(...overrides: Parameters<typeof buildTool>[0][]) {
    const rows = overrides.map((o) => buildTool(o));
    await db.insertInto('tools').values(rows).execute();
    return rows;
  }

  /** Inserts rows built by a factory into a content table, returning them. */
  async function insert<T extends keyof Database, O>(
    table: T,
    build: (overrides: O) => Insertable<Database[T]>,
    ...overrides: O[]
  ) {
    const rows = overrides.map((o) => build(o));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is a parameter
    await (db as Kysely<any>).insertInto(table).values(rows).execute();
    return rows;
  }

  /**
   * Requests as a signed-in user (a Cookie header from `member()`/`admin()`/`cookieFor()`, or
   * a user with its `cookie` from `signedIn()`/`userWithSession()`), or as a visitor with
   * `as(null)`; writes carry the app's own Origin, as the browser sends it (test/requests.ts).
   */
  const as = (caller: Caller) => requestsAs(app, publicUrl, caller);

  /**
   * Waits until every change announced so far has been heard: PostgreSQL delivers them a moment
   * after the write, so a test counting events first lets the earlier ones arrive.
   */
  async function changesSettled() {
    await handle.changes.ready();
    const marker = new Promise<void>((resolve) => {
      const off = handle.changes.subscribe((event) => {
        if (event.resource !== SENTINEL) return;
        off();
        resolve();
      });
    });
    await handle.changes.publish(SENTINEL);
    await marker;
  }

  return {
    app,
    db,
    changesSettled,
    dialect: handle.dialect,
    changes: handle.changes,
    reopen: handle.reopen,
    clock,
    mail,
    createUser,
    cookieFor,
    member,
    signedIn,
    admin,
    insertTools,
    insert,
    as,
    close: async () => {
      await app.close();
      await handle.close();
      await mail.close();
    },
  };
}

/** One app and database (and SMTP receiver) for the whole test file, closed after it. */
export function useTestApp(env?: Record<string, string>, options?: TestAppOptions) {
  const holder = {} as { current: TestApp };
  beforeAll(async () => {
    holder.current = await startTestApp(env, options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return () => holder.current;
}
