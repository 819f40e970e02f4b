// `npm run db:backup` / `npm run db:restore FILE` (issue 11, operator safety), run as an
// operator runs them: a backup taken while the server writes holds a consistent snapshot, it
// restores into a fresh DATA_DIR that a server then serves; bad files and a running server
// are refused without touching the database; PostgreSQL configuration is sent to pg_dump.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_LIMIT_MAX } from '../../src/shared/limits.js';
import {
  api,
  runCli,
  signIn,
  sqliteFileOf,
  startServer,
  useScratchDirs,
  type ServerProcess,
} from './server.js';

const scratchDir = useScratchDirs();

let server: ServerProcess | undefined;
const figures: Record<string, number> = {};
afterAll(async () => {
  await server?.stop('SIGKILL');
  console.log('backup figures', JSON.stringify(figures));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Admin writers creating tools until stopped: when each was sent and when acknowledged. */
function startWriters(url: string, admin: string, writers = 2) {
  const sent = new Map<string, number>();
  const acked = new Map<string, number>();
  const unexpected: string[] = [];
  let stopped = false;
  let next = 0;
  const loop = async () => {
    while (!stopped) {
      const name = `live-${next++}`;
      sent.set(name, Date.now());
      const res = await api(url, admin, 'POST', '/api/admin/tools', {
        name,
        category: 'Ops',
        rating: 5,
        description: 'Written during a backup.',
      });
      if (res.status === 201) acked.set(name, Date.now());
      else unexpected.push(`${name}: ${res.status}`);
    }
  };
  const done = Promise.all(Array.from({ length: writers }, loop));
  return {
    sent,
    acked,
    unexpected,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/** Every tool name, through the admin API's pages. */
async function toolNames(url: string, admin: string) {
  const names = new Set<string>();
  let cursor: string | null = null;
  do {
    const query: string = `?limit=${PAGE_LIMIT_MAX}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await api(url, admin, 'GET', `/api/admin/tools${query}`);
    expect(page.status).toBe(200);
    const body = page.body as { items: { name: string }[]; nextCursor: string | null };
    for (const item of body.items) names.add(item.name);
    cursor = body.nextCursor;
  } while (cursor);
  return names;
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** A DATA_DIR holding a database the server created (and closed): an admin, a category. */
async function stoppedDatabase(name: string) {
  const dataDir = scratchDir(name);
  server = await startServer({ DATA_DIR: dataDir });
  const admin = await signIn(server.url, 'admin', 'admin-pass-123');
  expect(
    (await api(server.url, admin, 'POST', '/api/admin/categories', { name: 'Ops' })).status,
  ).toBe(201);
  expect(await server.stop()).toBe(0);
  return dataDir;
}

describe('db:backup and db:restore (SQLite)', () => {
  it('backs up while the server writes; the restored copy serves what was there', async () => {
    const liveDir = scratchDir('backup-live');
    const backupFile = path.join(scratchDir('backup-files'), 'live.sqlite');
    server = await startServer({ DATA_DIR: liveDir });
    let admin = await signIn(server.url, 'admin', 'admin-pass-123');
    expect(
      (await api(server.url, admin, 'POST', '/api/admin/categories', { name: 'Ops' })).status,
    ).toBe(201);

    // A reader holding one snapshot from here on keeps every later write in the WAL (no
    // checkpoint may pass it), so a copy of the database file alone would miss them all; the
    // backup API reads through the WAL.
    const reader = new SQLite(sqliteFileOf(liveDir), { readonly: true });
    reader.exec('begin');
    reader.prepare('select count(*) from tools').get();

    const writers = startWriters(server.url, admin);
    while (writers.acked.size < 40) await sleep(5);
    const ackedBefore = new Set(writers.acked.keys());
    const backupStarted = Date.now();
    const backup = await runCli(['backup', backupFile], { DATA_DIR: liveDir });
    const backupEnded = Date.now();
    // Writes go on after the backup, so the copy can be told from the live database.
    const sentAfter = () =>
      [...writers.acked.keys()].filter((name) => writers.sent.get(name)! > backupEnded);
    while (sentAfter().length < 20) await sleep(5);
    await writers.stop();
    reader.exec('commit');
    reader.close();
    expect(writers.unexpected).toEqual([]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`written to ${backupFile}`);
    expect(fs.existsSync(backupFile)).toBe(true);
    // One self-contained file, and nothing half-written left beside it.
    expect(fs.readdirSync(path.dirname(backupFile))).toEqual(['live.sqlite']);
    const sentBeforeEnd = new Set(
      [...writers.sent].filter(([, at]) => at < backupEnded).map(([name]) => name),
    );

    // The server has the database open: a restore is refused, and nothing is moved.
    const whileRunning = await runCli(['restore', backupFile], { DATA_DIR: liveDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(/in use: stop the server/);
    expect(fs.readdirSync(liveDir).filter((f) => f.includes('restor'))).toEqual([]);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const liveNames = await toolNames(server.url, admin);
    // Killed, it leaves its -wal and -shm: the restore must fold them into the copy it keeps.
    await server.stop('SIGKILL');
    const walLeft = fs.statSync(`${sqliteFileOf(liveDir)}-wal`, { throwIfNoEntry: false })?.size;

    const over = await runCli(['restore', backupFile], { DATA_DIR: liveDir });
    expect(over.stderr).toBe('');
    expect(over.code).toBe(0);
    const [kept, ...others] = fs
      .readdirSync(liveDir)
      .filter((f) => f !== 'mail')
      .sort()
      .reverse();
    expect(others).toEqual(['habai.sqlite']);
    expect(kept).toMatch(/^habai\.sqlite\.before-restore-\d{4}-.+Z$/);
    expect(over.stdout).toContain(`kept at ${path.join(liveDir, kept!)}`);
    const aside = new SQLite(path.join(liveDir, kept!), { readonly: true });
    try {
      expect(aside.pragma('integrity_check', { simple: true })).toBe('ok');
      const keptNames = aside.prepare('select name from tools').pluck().all() as string[];
      expect(new Set(keptNames)).toEqual(liveNames);
    } finally {
      aside.close();
    }

    const restoredDir = scratchDir('backup-restored');
    const restore = await runCli(['restore', backupFile], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(fs.readdirSync(restoredDir)).toEqual(['habai.sqlite']);

    server = await startServer({ DATA_DIR: restoredDir });
    admin = await signIn(server.url, 'admin', 'admin-pass-123');
    const restored = await toolNames(server.url, admin);
    // Every write acknowledged before the backup began is there; nothing sent after it ended.
    expect([...ackedBefore].filter((name) => !restored.has(name))).toEqual([]);
    expect([...restored].filter((name) => !sentBeforeEnd.has(name))).toEqual([]);
    const afterBackup = sentAfter();
    expect(afterBackup.filter((name) => !liveNames.has(name))).toEqual([]);

    const db = new SQLite(sqliteFileOf(restoredDir), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      // A consistent snapshot: each tool came with the audit row of its transaction.
      const unaudited = db
        .prepare(
          `select count(*) from tools t where not exists
             (select 1 from audit_log a where a.target_id = t.id and a.action = 'create')`,
        )
        .pluck()
        .get();
      expect(unaudited).toBe(0);
    } finally {
      db.close();
    }
    Object.assign(figures, {
      writesAcknowledgedBeforeBackup: ackedBefore.size,
      toolsInBackup: restored.size,
      toolsInLiveDatabase: liveNames.size,
      writesDuringBackup: sentBeforeEnd.size - ackedBefore.size,
      backupMs: backupEnded - backupStarted,
      walBytesLeftByKill: walLeft ?? 0,
    });
    expect(await server.stop()).toBe(0);
  });

  it('refuses a file that is not a sound Hab AI database, leaving the database untouched', async () => {
    const dataDir = await stoppedDatabase('backup-refuse');
    const file = sqliteFileOf(dataDir);
    const before = { sha: sha256(file), files: fs.readdirSync(dataDir).sort() };
    const scratch = scratchDir('backup-bad');

    const text = path.join(scratch, 'notes.sqlite');
    fs.writeFileSync(text, 'not a database\n'.repeat(500));
    const foreign = path.join(scratch, 'other-app.sqlite');
    const other = new SQLite(foreign);
    other.exec('create table notes (id integer primary key, body text)');
    other.close();
    const truncated = path.join(scratch, 'truncated.sqlite');
    const whole = fs.readFileSync(file);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));

    const refusals = [
      { file: text, reason: /is not a SQLite database/ },
      { file: foreign, reason: /is not a Hab AI database: no users or kysely_migration table/ },
      { file: truncated, reason: /integrity check|malformed/ },
      { file: path.join(scratch, 'missing.sqlite'), reason: /No backup file at/ },
    ];
    const results = await Promise.all(
      refusals.map((refusal) => runCli(['restore', refusal.file], { DATA_DIR: dataDir })),
    );
    results.forEach((result, i) => {
      expect(result.code, refusals[i]!.file).toBe(1);
      expect(result.stderr).toMatch(refusals[i]!.reason);
    });
    expect(sha256(file)).toBe(before.sha);
    expect(fs.readdirSync(dataDir).sort()).toEqual(before.files);
  });

  it('refuses on PostgreSQL, pointing to pg_dump and pg_restore', async () => {
    const dataDir = scratchDir('backup-pg');
    // Never reached: the commands refuse before connecting.
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://habai@127.0.0.1:9/habai' };
    const [backup, restore] = await Promise.all([
      runCli(['backup'], env),
      runCli(['restore', path.join(dataDir, 'any.sqlite')], env),
    ]);
    for (const result of [backup, restore]) {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('DATABASE_URL is set, so the database is PostgreSQL');
      expect(result.stderr).toContain('pg_dump --format=custom');
      expect(result.stderr).toContain('pg_restore --clean');
    }
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
