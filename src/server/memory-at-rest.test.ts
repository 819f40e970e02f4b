import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { prepareDatabase } from './startup.js';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'habai-rest-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// docs/architecture.md#performance-budgets, memory at rest: what only some requests need is
// loaded with the first of them, not at start. A server restarted on its SQLite database
// holds neither the PostgreSQL driver, nor the mailer, nor the password hasher and its
// dictionary until a mail, a sign-in or a new password asks for them.
const LOADED_ON_DEMAND = ['pg', 'nodemailer', '@node-rs/argon2', '@zxcvbn-ts/language-common'];

it('a server restarted on SQLite loads no package that only some requests need', async () => {
  const sqliteFile = path.join(dir, 'habai.sqlite');
  const first = openDatabase({ sqliteFile });
  const config = parseConfig({ DATA_DIR: dir, ADMIN_PASSWORD: 'first-admin-password' });
  await prepareDatabase(first, config);
  await first.close();

  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './src/server/test/record-imports.mjs',
      'src/server/test/loaded-at-rest.ts',
      sqliteFile,
      dir,
    ],
    { env: { ...process.env, DATABASE_URL: '' } },
  );
  const packages = JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
  // The recording sees the packages the app does load.
  expect(packages).toEqual(expect.arrayContaining(['fastify', 'kysely', 'better-sqlite3', 'zod']));
  expect(packages.filter((p) => LOADED_ON_DEMAND.includes(p))).toEqual([]);
}, 60_000);
