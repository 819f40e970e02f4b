import fs from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the database (and its -wal/-shm), backups, the copies a restore keeps, and
// without SMTP the mail as .eml files with live reset links: only the account that runs the app
// may read any of it (issue 15). README "Security" says so too.
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * From now on this process creates folders 0700 and files 0600, whatever umask it inherited
 * (SQLite, backups, mail and anything else), and DATA_DIR and everything already in it is made
 * so too (an install from before this rule). Symbolic links are left alone, never followed.
 */
export function keepDataPrivate(dataDir: string) {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  lockDown(dataDir);
}

function lockDown(dir: string) {
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) lockDown(full);
    else if (entry.isFile()) fs.chmodSync(full, PRIVATE_FILE_MODE);
  }
}
