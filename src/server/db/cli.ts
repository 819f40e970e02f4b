// `npm run db:migrate`, `npm run db:seed`: the start-up steps, run on their own;
// `npm run db:backup [FILE|DIR]`, `npm run db:restore FILE`: the SQLite file's backups (backup.ts).
import path from 'node:path';
import { parseConfig } from '../config.js';
import { keepDataPrivate, notPrivateWarning } from '../data-dir.js';
import { BackupError, POSTGRES_REFUSAL, backupSqlite, restoreSqlite } from './backup.js';
import { openDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoContent } from './seed/seed-demo.js';
import { withStartupLock } from './startup-lock.js';

const accounts = (n: number) => `${n} ${n === 1 ? 'account' : 'accounts'}`;
const USAGE = 'usage: cli.ts migrate | seed | backup [FILE|DIR] | restore FILE';
const [command, given] = process.argv.slice(2);
// `npm run` works in the project folder; a FILE is relative to where the operator typed it.
// Resolved from where the operator typed it; a trailing separator (a folder to make) is kept.
const argument =
  given &&
  path.resolve(process.env.INIT_CWD ?? process.cwd(), given) +
    (/[\\/]$/.test(given) ? path.sep : '');
if (!command || !['migrate', 'seed', 'backup', 'restore'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}

const config = parseConfig();
const notPrivate = keepDataPrivate(config.dataDir);
if (notPrivate.length) console.warn(notPrivateWarning(notPrivate));
const sqliteFile = path.join(config.dataDir, 'habai.sqlite');

if (command === 'backup' || command === 'restore') {
  if (config.databaseUrl) {
    console.error(POSTGRES_REFUSAL);
    process.exit(1);
  }
  if (command === 'restore' && !argument) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    if (command === 'backup') {
      const done = await backupSqlite({ sqliteFile, dest: argument });
      console.log(
        `Backup of ${sqliteFile} written to ${done.file} ` +
          `(${(done.bytes / 1024).toFixed(0)} KiB, ${accounts(done.users)}, integrity ok).`,
      );
    } else {
      const done = restoreSqlite({ sqliteFile, source: argument! });
      console.log(
        `Restored ${argument!} into ${done.file} (${accounts(done.users)}, integrity ok).`,
      );
      if (done.keptAside) console.log(`The database it replaced is kept at ${done.keptAside}.`);
      console.log('Start the server: it brings the restored database up to date on start.');
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`${command} refused: ${error.message}`);
    process.exit(1);
  }
} else {
  const { db, dialect, close } = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile });
  try {
    // Under the start-up lock, as an app process starting meanwhile takes the same steps.
    await withStartupLock({ db, dialect }, async (locked) => {
      await migrateToLatest(locked);
      if (command === 'seed') {
        const seeded = await seedDemoContent(locked);
        console.log(
          seeded
            ? `Demo content added (${dialect}).`
            : 'Demo content was already there; nothing added.',
        );
      } else {
        console.log(`Database migrated (${dialect}).`);
      }
    });
  } finally {
    await close();
  }
}
