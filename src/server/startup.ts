import type { Config } from './config.js';
import type { DbHandle } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { withStartupLock } from './db/startup-lock.js';
import { ensureAdmin } from './accounts/first-admin.js';
import { seedDemoContent } from './db/seed/seed-demo.js';
import { indexAllMarkedContent } from './db/word-search/index-entries.js';

export type StartupSettings = Pick<Config, 'admin' | 'seedDemo'>;

/**
 * What every start does before serving: the migrations, the first admin, the demo content, the
 * search index.
 * Returns ensureAdmin's answer, so only the process that created the admin prints its password.
 */
export async function prepareDatabase(
  handle: Pick<DbHandle, 'db' | 'dialect'>,
  settings: StartupSettings,
): ReturnType<typeof ensureAdmin> {
  return withStartupLock(handle, async (db) => {
    await migrateToLatest(db);
    const admin = await ensureAdmin(db, settings.admin);
    if (settings.seedDemo) await seedDemoContent(db);
    // Content added while no app ran (a bulk load, an import) is searchable from the start.
    await indexAllMarkedContent(db);
    return admin;
  });
}
