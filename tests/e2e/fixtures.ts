import fs from 'node:fs/promises';
import path from 'node:path';
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import type { Insertable } from 'kysely';
import { simpleParser } from 'mailparser';
import { E2E_DATABASE_URL, E2E_DATA_DIR } from '../../playwright.config.js';
import { hashPassword } from '../../src/server/auth/passwords.js';
import { SESSION_COOKIE, createSession } from '../../src/server/auth/sessions.js';
import { openDatabase, type DB } from '../../src/server/db/connect.js';
import { buildUser } from '../../src/server/db/factories.js';
import type { UsersTable } from '../../src/server/db/schema.js';

export interface TestUser {
  id: string;
  username: string;
  password: string;
  role: string;
  email: string | null;
}

/** Runs `work` against the app's own database (docs/architecture.md#tests: fixtures set up state directly). */
export async function withDb<T>(work: (db: DB) => Promise<T>): Promise<T> {
  const { db, close } = openDatabase({
    databaseUrl: E2E_DATABASE_URL || undefined,
    sqliteFile: path.join(E2E_DATA_DIR, 'habai.sqlite'),
  });
  try {
    return await work(db);
  } finally {
    await close();
  }
}

const PASSWORD = 'rahsia-e2e';
/** Hashed once per worker: every test's accounts share the password (argon2 is slow on purpose). */
let passwordHash: Promise<string> | undefined;

async function insertUser(overrides: Partial<Insertable<UsersTable>> = {}): Promise<TestUser> {
  const user = buildUser({
    password_hash: await (passwordHash ??= hashPassword(PASSWORD)),
    ...overrides,
  });
  await withDb((db) => db.insertInto('users').values(user).execute());
  return {
    id: user.id,
    username: user.username,
    password: PASSWORD,
    role: user.role ?? 'user',
    email: user.email ?? null,
  };
}

/**
 * Signs a browser context in as `user` (docs/architecture.md#tests): the session is made in the database, as a
 * sign-in makes it, and its cookie given to the context. Journeys that test signing in itself
 * use the form; this keeps the others clear of the sign-in limits (one address: 127.0.0.1).
 */
export async function signInContext(
  context: BrowserContext,
  baseURL: string,
  user: TestUser,
  /** The browser's User-Agent, kept with the session as a sign-in keeps it ("Sesi aktif"). */
  userAgent?: string,
) {
  const { token, expiresAt } = await withDb((db) =>
    createSession(db, user.id, new Date(), { userAgent }),
  );
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      url: baseURL,
      httpOnly: true,
      sameSite: 'Lax',
      expires: Math.floor(expiresAt.getTime() / 1000),
    },
  ]);
}

/**
 * The newest mail to `to` (with `subject`, if given): with no SMTP_URL the app writes each mail as an .eml file under
 * DATA_DIR/mail, which is what a person trying the app locally reads too.
 */
export async function latestMailTo(to: string, subject?: string) {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  let match: { subject: string; text: string } | null = null;
  await expect
    .poll(async () => {
      const files = (await fs.readdir(dir).catch(() => [] as string[])).sort().reverse();
      for (const file of files) {
        const mail = await simpleParser(await fs.readFile(path.join(dir, file)));
        const recipients = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? []);
        if (recipients.includes(to) && (subject === undefined || mail.subject === subject)) {
          match = { subject: mail.subject ?? '', text: mail.text ?? '' };
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return match!;
}

/** Asks for a reset link on /forgot-password for `email` and returns the mailed link's path. */
export async function mailedResetLink(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mel').fill(email);
  await page.getByRole('button', { name: 'Hantar Pautan Reset' }).click();
  return (await latestMailTo(email)).text.match(/\/reset-password\?token=\S+/)![0];
}

/** Opens the landing's sign-up card from the login card's link; returns its form. */
export async function openLandingSignup(page: Page) {
  await page.goto('/landing');
  await page.getByRole('link', { name: 'Buat Akaun Baru' }).click();
  return page.getByRole('form', { name: 'Buat Akaun Baru' });
}

/** Fills the landing's sign-up `form` (the password twice) and sends it. */
export async function sendLandingSignup(form: Locator, username: string, password: string) {
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Kata Laluan', { exact: true }).fill(password);
  await form.getByLabel('Sahkan Kata Laluan').fill(password);
  await form.getByRole('button', { name: 'Teruskan ke Borang Pesanan' }).click();
}

export async function fillLogin(page: Page, identifier: string, password: string) {
  await page.getByLabel('E-mel atau Username').fill(identifier);
  await page.getByLabel('Kata Laluan', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Masuk', exact: true }).click();
}

/**
 * A page the server prerendered shows before its script runs, and a click then would be lost
 * (docs/architecture.md#first-paint): with the script on, every navigation waits until the app
 * has taken the page over (`html[data-ready]`, app/app-tree.tsx), as a person waits for a page
 * that answers.
 */
export function waitForTheApp(page: Page) {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = (await navigate(...args)) as Response | null;
        // Only a page of the app has an app to wait for (not /api/site opened as a page).
        const html = response?.headers()['content-type']?.includes('text/html') ?? true;
        if (html) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        return response;
      },
    });
  }
}

export const test = base.extend<{
  /**
   * Sign the test's browser in as a new member before it starts: `test.use({ signedIn: true })`
   * on a describe block (or file) of member journeys; each test then starts signed in, and
   * reads the account from `member` when it needs it.
   */
  signedIn: boolean;
  /** The member `signedIn` made (null where it is off). Automatic: no test names it. */
  signedInMember: TestUser | null;
  createUser: typeof insertUser;
  signIn: (user: TestUser) => Promise<void>;
  /** The signed-in member: the one `signedIn` made, or else a new one, signed in on `page`. */
  member: TestUser;
}>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForTheApp(page);
    await use(page);
  },
  signedIn: [false, { option: true }],
  signedInMember: [
    async ({ signedIn, context, baseURL }, use) => {
      if (!signedIn) return use(null);
      const user = await insertUser();
      await signInContext(context, baseURL!, user);
      await use(user);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first
  createUser: async ({}, use) => use(insertUser),
  signIn: async ({ page, baseURL }, use) =>
    use((user) => signInContext(page.context(), baseURL!, user)),
  member: async ({ signedInMember, page, baseURL }, use) => {
    if (signedInMember) return use(signedInMember);
    const user = await insertUser();
    await signInContext(page.context(), baseURL!, user);
    await use(user);
  },
});

export { expect };

/**
 * A demo item of a member list, read through the API as the signed-in page: the oldest of the
 * first page the list page shows (24, newest first), since the newest may be one a parallel admin
 * journey has just added and is about to delete.
 */
export async function demoItem(page: Page, list: 'tools' | 'tutorials' | 'workflows' | 'prompts') {
  const res = await page.request.get(`/api/${list}?limit=24`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as {
    items: { id: string; name?: string; title?: string }[];
  };
  const item = items.at(-1)!;
  return { id: item.id, name: (item.name ?? item.title)!, title: (item.title ?? item.name)! };
}

// The test code is compiled without the DOM types; the function runs in the page, on its own
// (page.evaluate sends its source, so it cannot call helpers from this file).
export type InPage = {
  navigator: { clipboard: { readText(): Promise<string>; writeText(t: string): Promise<void> } };
};
/** What the page put on the clipboard (the context must grant clipboard-read). */
export const clipboardText = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as InPage).navigator.clipboard.readText());
