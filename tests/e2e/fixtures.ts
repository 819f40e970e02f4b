import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { Insertable } from 'kysely';
import { E2E_DATA_DIR } from '../../playwright.config.js';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { openDatabase } from '../../src/server/db/connect.js';
import { buildUser } from '../../src/server/db/factories.js';
import type { UsersTable } from '../../src/server/db/schema.js';

export interface TestUser {
  id: string;
  username: string;
  password: string;
  role: string;
}

/**
 * Creates accounts straight in the app's database (STYLE §11), so each journey tests one
 * thing; signing in through the form is its own journey.
 */
async function insertUser(overrides: Partial<Insertable<UsersTable>> = {}): Promise<TestUser> {
  const password = 'rahsia-e2e';
  const { db, close } = openDatabase({ sqliteFile: path.join(E2E_DATA_DIR, 'habai.sqlite') });
  try {
    const user = buildUser({ password_hash: await hashPassword(password), ...overrides });
    await db.insertInto('users').values(user).execute();
    return { id: user.id, username: user.username, password, role: user.role ?? 'user' };
  } finally {
    await close();
  }
}

/** Signs the page's browser context in through the API (the cookie is shared). */
async function signIn(page: Page, user: TestUser) {
  const res = await page.request.post('/api/auth/login', {
    data: { identifier: user.username, password: user.password },
  });
  expect(res.status()).toBe(200);
}

export const test = base.extend<{
  createUser: typeof insertUser;
  signIn: (user: TestUser) => Promise<void>;
  member: TestUser;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first
  createUser: async ({}, use) => use(insertUser),
  signIn: async ({ page }, use) => use((user) => signIn(page, user)),
  member: async ({ page }, use) => {
    const user = await insertUser();
    await signIn(page, user);
    await use(user);
  },
});

export { expect };
