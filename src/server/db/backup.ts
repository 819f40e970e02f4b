// `npm run db:backup` and `npm run db:restore FILE` for the SQLite database (README "Backups").
// A PostgreSQL database is backed up with its own tools (pg_dump, pg_restore).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** A refusal the operator can act on: the CLI prints the message and exits 1. */
export class BackupError extends Error {}

export const POSTGRES_REFUSAL =
  'DATABASE_URL is set, so the database is PostgreSQL: these commands back up the SQLite file only.\n' +
  'Back it up with pg_dump:    pg_dump --format=custom --file=habai.dump "$DATABASE_URL"\n' +
  'Restore with pg_restore:    pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" habai.dump';

/** The tables every Hab AI database has: its accounts and Kysely's migration record. */
const REQUIRED_TABLES = ['users', 'kysely_migration'];

/** An ISO time usable in a file name on every system (no colons). */
const fileStamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

const sidecars = (file: string) => [`${file}-wal`, `${file}-shm`];

/** Opens an existing file as SQLite, with a clear refusal when it is not one. */
function openExisting(file: string, what: string) {
  try {
    return new SQLite(file, { fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${what} ${file} cannot be opened: ${(error as Error).message}`);
  }
}

/**
 * Checks that `file` is a sound Hab AI database: SQLite's integrity check passes and the app's
 * tables are there. Gives the number of accounts, for the operator to recognise the copy.
 */
export function checkHabaiDatabase(db: SQLite.Database, file: string): { users: number } {
  let result: string;
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    result = rows.map((row) => row.integrity_check).join('; ');
  } catch (error) {
    throw new BackupError(`${file} is not a SQLite database (${(error as Error).message}).`);
  }
  if (result !== 'ok') throw new BackupError(`${file} fails SQLite's integrity check: ${result}`);
  const tables = new Set(
    (
      db.prepare(`select name from sqlite_master where type = 'table'`).all() as { name: string }[]
    ).map((row) => row.name),
  );
  const missing = REQUIRED_TABLES.filter((name) => !tables.has(name));
  if (missing.length) {
    throw new BackupError(`${file} is not a Hab AI database: no ${missing.join(' or ')} table.`);
  }
  return { users: (db.prepare('select count(*) as n from users').get() as { n: number }).n };
}

export interface BackupResult {
  file: string;
  bytes: number;
  users: number;
}

/**
 * A consistent copy of the live database, taken with SQLite's online backup API while the
 * server keeps serving: every page is copied in one step under one read transaction, a
 * snapshot of the last committed state (WAL readers do not block the server's writers, and
 * a copy made in one step is never restarted by them). The copy is written beside its final
 * name and renamed when checked, so a file with the final name is always a whole backup.
 */
export async function backupSqlite({
  sqliteFile,
  dest,
  now = new Date(),
}: {
  sqliteFile: string;
  /** A file, or a folder to put it in; default DATA_DIR/backups. */
  dest?: string | undefined;
  now?: Date;
}): Promise<BackupResult> {
  if (!fs.existsSync(sqliteFile)) throw new BackupError(`No database at ${sqliteFile}.`);
  const name = `habai-${fileStamp(now)}.sqlite`;
  let file = path.resolve(dest ?? path.join(path.dirname(sqliteFile), 'backups', name));
  // A folder that exists, or a path ending in a separator (a folder to make), gets a dated file.
  const isFolder =
    fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() || /[\\/]$/.test(dest ?? '');
  if (isFolder) file = path.join(file, name);
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already; not overwriting it.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });

  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const source = openExisting(sqliteFile, 'The database');
  try {
    source.pragma('busy_timeout = 5000');
    // The first step (0 pages) counts them; the progress callback then asks for all at once.
    await source.backup(partial, { progress: ({ totalPages }) => totalPages + 1 });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The backup failed: ${(error as Error).message}`);
  } finally {
    source.close();
  }

  const copy = new SQLite(partial, { fileMustExist: true });
  let users: number;
  try {
    // One self-contained file: no -wal beside it to be forgotten when it is copied elsewhere.
    copy.pragma('journal_mode = DELETE');
    ({ users } = checkHabaiDatabase(copy, partial));
  } catch (error) {
    copy.close();
    fs.rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  fsyncFile(partial);
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size, users };
}

/**
 * Refuses while another process (the server) has the database open. Every connection to a
 * WAL database holds a shared lock on the file for as long as it is open; asking for
 * exclusive locking fails at once then. When it succeeds, closing this only connection
 * checkpoints the WAL into the file, so the file alone is the whole database.
 */
function assertNotInUse(sqliteFile: string) {
  const db = openExisting(sqliteFile, 'The current database');
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.prepare('select count(*) from sqlite_master').get();
  } catch (error) {
    const busy = (error as { code?: string }).code?.startsWith('SQLITE_BUSY');
    throw new BackupError(
      busy
        ? `${sqliteFile} is in use: stop the server (and any other process using it) first.`
        : `The current database ${sqliteFile} cannot be read: ${(error as Error).message}`,
    );
  } finally {
    db.close();
  }
}

export interface RestoreResult {
  file: string;
  users: number;
  /** Where the database it replaced was kept, if there was one. */
  keptAside: string | null;
}

/**
 * Puts a backup in place of the database. The server must be stopped (it is detected, and
 * refused, when it is not). The backup is copied next to the database and checked there
 * (integrity, the app's tables) before anything is touched; the database it replaces is
 * renamed `habai.sqlite.before-restore-<time>`, and its -wal/-shm go, as they belong to it.
 */
export function restoreSqlite({
  sqliteFile,
  source,
  now = new Date(),
}: {
  sqliteFile: string;
  source: string;
  now?: Date;
}): RestoreResult {
  const from = path.resolve(source);
  if (!fs.statSync(from, { throwIfNoEntry: false })?.isFile()) {
    throw new BackupError(`No backup file at ${from}.`);
  }
  if (from === path.resolve(sqliteFile)) {
    throw new BackupError(`${from} is the database itself; give a backup file.`);
  }
  fs.mkdirSync(path.dirname(sqliteFile), { recursive: true });
  const stamp = fileStamp(now);
  const incoming = `${sqliteFile}.restoring-${process.pid}`;
  const cleanIncoming = () =>
    [incoming, ...sidecars(incoming)].forEach((f) => fs.rmSync(f, { force: true }));

  cleanIncoming();
  fs.copyFileSync(from, incoming);
  // A copy of a stopped database may carry its WAL: bring it along, SQLite replays it.
  const wal = `${from}-wal`;
  if (fs.existsSync(wal)) fs.copyFileSync(wal, `${incoming}-wal`);
  let users: number;
  try {
    const copy = openExisting(incoming, 'The backup');
    try {
      ({ users } = checkHabaiDatabase(copy, from));
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    fsyncFile(incoming);
  } catch (error) {
    cleanIncoming();
    throw error;
  }

  let keptAside: string | null = null;
  try {
    if (fs.existsSync(sqliteFile)) {
      assertNotInUse(sqliteFile);
      keptAside = `${sqliteFile}.before-restore-${stamp}`;
      fs.renameSync(sqliteFile, keptAside);
      // Normally gone after the checkpoint above; a WAL still there goes with its database.
      const [oldWal, oldShm] = sidecars(sqliteFile) as [string, string];
      if (fs.existsSync(oldWal)) fs.renameSync(oldWal, `${keptAside}-wal`);
      fs.rmSync(oldShm, { force: true });
    } else {
      // A -wal/-shm without their database would be replayed onto the restored one.
      sidecars(sqliteFile).forEach((f) => fs.rmSync(f, { force: true }));
    }
    fs.renameSync(incoming, sqliteFile);
  } catch (error) {
    cleanIncoming();
    throw error;
  }
  fsyncDir(path.dirname(sqliteFile));
  return { file: sqliteFile, users, keptAside };
}

function fsyncFile(file: string) {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes a rename durable (a no-op where folders cannot be opened, as on Windows). */
function fsyncDir(dir: string) {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // best effort
  }
}
