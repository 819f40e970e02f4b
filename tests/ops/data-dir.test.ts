// Issue 15: everything under DATA_DIR is private to the account that runs the app, whatever
// the umask it was started with: the database and its -wal/-shm, backups, the copy a restore
// keeps, and the .eml mail (live reset links). No mail carries a password in clear.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, runCli, signIn, startServer, useScratchDirs, type ServerProcess } from './server.js';

const scratchDir = useScratchDirs();
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
});

/** Every folder and file under `dir` (itself included), with its permission bits. */
function modesUnder(dir: string): [string, string][] {
  const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);
  const found: [string, string][] = [[dir, mode(dir)]];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found.push([full, mode(full)]);
  }
  return found;
}

/** Runs `body` with the process umask at 022 (the usual default), so children inherit it. */
async function underUsualUmask<T>(body: () => Promise<T>): Promise<T> {
  const before = process.umask(0o022);
  try {
    return await body();
  } finally {
    process.umask(before);
  }
}

describe('DATA_DIR is private to the app’s own account', () => {
  it('folders are 0700 and files 0600, old ones included, others’ files left alone, and no mail holds a password', async () => {
    const dir = scratchDir('private');
    // An install from before the rule: open folders and a readable mail file.
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(dir, 'mail'), { mode: 0o755 });
    fs.chmodSync(path.join(dir, 'mail'), 0o755);
    fs.writeFileSync(path.join(dir, 'mail', 'lama.eml'), 'Subject: lama\n\nlama', { mode: 0o644 });
    fs.chmodSync(path.join(dir, 'mail', 'lama.eml'), 0o644);
    // Not the app's: left as it is.
    const other = path.join(dir, 'bukan-milik-app.sh');
    fs.writeFileSync(other, '#!/bin/sh\n', { mode: 0o755 });
    fs.chmodSync(other, 0o755);

    server = await underUsualUmask(() => startServer({ DATA_DIR: dir }));
    const admin = await signIn(server.url, 'admin', 'admin-pass-123');
    const created = await api(server.url, admin, 'POST', '/api/admin/users', {
      username: 'Ahli_Peribadi',
      email: 'peribadi@contoh.my',
      password: 'Mula-Kata-Laluan-9',
    });
    expect(created.status).toBe(201);
    const reset = await api(server.url, '', 'POST', '/api/auth/password-reset', {
      email: 'peribadi@contoh.my',
    });
    expect(reset.status).toBe(200);
    const backup = await underUsualUmask(() => runCli(['backup'], { DATA_DIR: dir }));
    expect(backup.code, backup.stderr).toBe(0);
    await server.stop();
    const backupFile = fs.readdirSync(path.join(dir, 'backups'))[0]!;
    const restore = await underUsualUmask(() =>
      runCli(['restore', path.join(dir, 'backups', backupFile)], { DATA_DIR: dir }),
    );
    expect(restore.code, restore.stderr).toBe(0);

    const modes = modesUnder(dir).filter(([file]) => file !== other);
    expect((fs.statSync(other).mode & 0o777).toString(8)).toBe('755');
    const names = modes.map(([p]) => path.relative(dir, p));
    // What the issue names is all there: database, backups, the restore's kept copy, mail.
    expect(names).toEqual(
      expect.arrayContaining([
        '',
        'habai.sqlite',
        'backups',
        `backups/${backupFile}`,
        'mail',
        'mail/lama.eml',
      ]),
    );
    expect(names.some((n) => n.startsWith('habai.sqlite.before-restore-'))).toBe(true);
    const mails = names.filter((n) => n.startsWith('mail/') && n !== 'mail/lama.eml');
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const [file, mode] of modes) {
      const expected = fs.statSync(file).isDirectory() ? '700' : '600';
      expect(`${path.relative(dir, file) || '.'} ${mode}`).toBe(
        `${path.relative(dir, file) || '.'} ${expected}`,
      );
    }
    for (const mail of mails) {
      expect(fs.readFileSync(path.join(dir, mail), 'utf8')).not.toContain('Mula-Kata-Laluan-9');
    }
  });
});
