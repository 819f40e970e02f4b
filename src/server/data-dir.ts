import fs from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the database (and its -wal/-shm), backups, the copies a restore keeps, and
// without SMTP the mail as .eml files with live reset links: only the account that runs the app
// may read any of it (issue 15). README "Security" says so too.
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** What the app keeps in DATA_DIR: only these are locked down, never anything else found there. */
const APP_FILE = /^habai\.sqlite/;
const APP_FOLDERS = ['backups', 'mail'];

/**
 * From now on this process creates folders 0700 and files 0600, whatever umask it inherited
 * (SQLite, backups, mail and anything else), and DATA_DIR and the app's own files already in it
 * are made so too (an install from before this rule). Gives the paths it could not change
 * (owned by another account, say), for the caller to warn about; it never stops the start.
 * Symbolic links are left alone, never followed.
 */
export function keepDataPrivate(dataDir: string): string[] {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const skipped: string[] = [];
  const lock = (target: string, mode: number) => {
    try {
      fs.chmodSync(target, mode);
    } catch (error) {
      // Gone meanwhile (a backup's partial file) is fine; anything else is reported.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') skipped.push(target);
    }
  };
  const lockTree = (dir: string) => {
    lock(dir, PRIVATE_DIR_MODE);
    let entries: fs.Dirent[] = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') skipped.push(dir);
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) lockTree(full);
      else if (entry.isFile()) lock(full, PRIVATE_FILE_MODE);
    }
  };
  lock(dataDir, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    const full = path.join(dataDir, entry.name);
    if (entry.isFile() && APP_FILE.test(entry.name)) lock(full, PRIVATE_FILE_MODE);
    else if (entry.isDirectory() && APP_FOLDERS.includes(entry.name)) lockTree(full);
  }
  return skipped;
}

/** The warning for paths keepDataPrivate could not make private. */
export const notPrivateWarning = (paths: string[]) =>
  `These files under DATA_DIR could not be made private to this account (chmod 0700/0600 them, or change their owner): ${paths.join(', ')}`;
