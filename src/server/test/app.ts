import type { Insertable } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { parseConfig } from '../config.js';
import type { DbHandle } from '../db/connect.js';
import { buildTool, buildUser } from '../db/factories.js';
import type { UsersTable } from '../db/schema.js';
import { createTestDatabase } from './database.js';
import { startSmtpReceiver } from './smtp.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export interface TestAppOptions {
  /**
   * Run on the database of another (already started) test app instead of a fresh one; it stays
   * open until that app closes. For a second app in one file: on PostgreSQL, migrating a second
   * schema while another test schema exists fails (Kysely looks for its migration tables in
   * every schema).
   */
  databaseOf?: () => Pick<DbHandle, 'db' | 'dialect'>;
}

async function startTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const shared = options.databaseOf?.();
  const handle: DbHandle = shared
    ? { db: shared.db, dialect: shared.dialect, close: async () => {} }
    : await createTestDatabase();
  // Every app mails through a real local SMTP server; tests read what arrived in `mail`.
  const mail = await startSmtpReceiver().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  const clock = { current: new Date() };
  const app = await (async () => {
    const config = parseConfig({
      PUBLIC_URL: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      SMTP_URL: mail.url,
      ...env,
    });
    const built = await buildApp({
      db: handle.db,
      dialect: handle.dialect,
      config,
      now: () => clock.current,
      serveWeb: false,
    });
    await built.ready();
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
    const user = buildUser({ password_hash: await hashPassword(password), ...overrides });
    await db.insertInto('users').values(user).execute();
    return { ...user, password };
  }

  /** Signs in through the real endpoint and returns the Cookie header to send. */
  async function cookieFor(user: { username: string; password: string }) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user.username, password: user.password },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const set = res.cookies.find((c) => c.name === 'habai_session');
    return `habai_session=${set?.value}`;
  }

  async function member() {
    return cookieFor(await createUser());
  }
  async function admin() {
    return cookieFor(await createUser({ role: 'admin' }));
  }

  async function insertTools(...overrides: Parameters<typeof buildTool>[0][]) {
    const rows = overrides.map((o) => buildTool(o));
    await db.insertInto('tools').values(rows).execute();
    return rows;
  }

  return {
    app,
    db,
    dialect: handle.dialect,
    clock,
    mail,
    createUser,
    cookieFor,
    member,
    admin,
    insertTools,
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
