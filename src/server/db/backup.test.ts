import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupSqlite } from './backup.js';
import { openDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';

// The process-level backup tests are in tests/ops/backup.test.ts; this one is about where the
// copy goes, which needs no server.
describe('db:backup destination', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'habai-backup-dest-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts a dated file inside a folder named with a trailing separator, making it', async () => {
    const sqliteFile = path.join(dir, 'habai.sqlite');
    const handle = openDatabase({ sqliteFile });
    await migrateToLatest(handle.db);
    await handle.close();

    const folder = path.join(dir, 'salinan') + path.sep;
    const done = await backupSqlite({ sqliteFile, dest: folder });
    expect(path.dirname(done.file)).toBe(path.join(dir, 'salinan'));
    expect(path.basename(done.file)).toMatch(/^habai-.+\.sqlite$/);
    expect(fs.statSync(done.file).isFile()).toBe(true);
  });
});
