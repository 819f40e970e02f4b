import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOL_CATEGORIES } from '../shared/constants.js';
import { createTestDatabase } from './test/database.js';
import { openDatabase, type DB } from './db/connect.js';
import { prompts } from './db/seed/content/prompts.js';
import { tools } from './db/seed/content/tools.js';
import { tutorials } from './db/seed/content/tutorials.js';
import { workflows } from './db/seed/content/workflows.js';
import { prepareDatabase, type StartupSettings } from './startup.js';

// No configured password: the one start that creates the admin gets a generated one to print.
const SETTINGS: StartupSettings = {
  admin: { username: 'admin', password: undefined, email: undefined },
  seedDemo: true,
};

type Prepared = Awaited<ReturnType<typeof prepareDatabase>>;

/** Exactly one start created the admin and got its password; the others found it there. */
function expectOneCreator(results: Prepared[]) {
  const created = results.filter((r) => r !== null);
  expect(created).toEqual([{ generated: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) }]);
}

/** What one start leaves behind, once: the categories, one admin, the demo content. */
async function expectPreparedOnce(db: DB) {
  const count = async (
    table: 'categories' | 'users' | 'tools' | 'tutorials' | 'workflows' | 'prompts' | 'app_meta',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  expect({
    categories: await count('categories'),
    users: await count('users'),
    tools: await count('tools'),
    tutorials: await count('tutorials'),
    workflows: await count('workflows'),
    prompts: await count('prompts'),
    markers: await count('app_meta'),
  }).toEqual({
    categories: TOOL_CATEGORIES.length,
    users: 1,
    tools: tools.length,
    tutorials: tutorials.length,
    workflows: workflows.length,
    prompts: prompts.length,
    markers: 1,
  });
  expect(await db.selectFrom('users').select(['username', 'role']).execute()).toEqual([
    { username: 'admin', role: 'admin' },
  ]);
}

// Needs a PostgreSQL server: it runs in `npm run test:api:pg`, which .ci/run runs.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'start-up on PostgreSQL (npm run test:api:pg)',
  () => {
    it('four processes started together on an empty database all start; the work is done once', async () => {
      const first = await createTestDatabase({ migrate: false });
      const others = Array.from({ length: 3 }, () => first.reopen!());
      try {
        const results = await Promise.all(
          [first, ...others].map((handle) => prepareDatabase(handle, SETTINGS)),
        );
        expectOneCreator(results);
        await expectPreparedOnce(first.db);
      } finally {
        await Promise.all(others.map((handle) => handle.close()));
        await first.close();
      }
    });
  },
);

describe('start-up on SQLite', () => {
  it('a second start on the same file adds nothing and gets no password to print', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'habai-startup-'));
    const file = path.join(dir, 'habai.sqlite');
    try {
      const results: Prepared[] = [];
      for (const start of [1, 2]) {
        const handle = openDatabase({ sqliteFile: file });
        try {
          results.push(await prepareDatabase(handle, SETTINGS));
          if (start === 2) await expectPreparedOnce(handle.db);
        } finally {
          await handle.close();
        }
      }
      expectOneCreator(results);
      expect(results[0]).not.toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
