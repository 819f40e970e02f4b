import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { memoryChangeFeed } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { useTestApp, type TestApp } from '../../test/app.js';

const readyz = (app: TestApp, cookie?: string) => app.as(cookie).get('/readyz');

const t = useTestApp();

describe('GET /readyz', () => {
  it('answers 200 ok, never cached, to visitors and members alike', async () => {
    for (const cookie of [undefined, await t().member()]) {
      const res = await readyz(t(), cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 503 unavailable once the database is closed, even with a session cookie', async () => {
    const cookie = await t().member();
    await t().db.destroy();
    for (const res of [await readyz(t()), await readyz(t(), cookie)]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

// A database that never answers (a lost connection pool): the check gives up instead of hanging.
const never = new Kysely<Database>({
  dialect: new SqliteDialect({ database: () => new Promise(() => {}) }),
});
const hanging = useTestApp(
  {},
  { databaseOf: () => ({ db: never, dialect: 'sqlite', changes: memoryChangeFeed() }) },
);

describe('GET /readyz on a database that hangs', () => {
  it('answers 503 after its short timeout', async () => {
    const res = await readyz(hanging());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  });
});
