// Builds what `npm start` runs: the SPA (Vite) into dist/web, its prerender into dist/ssr and the
// server (tsc) into dist/server. Skips the work when nothing it reads has changed since the last build, so a
// second start is immediate; `--force` builds anyway.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = [
  'src',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'tsconfig.web.json',
];
const OUTPUTS = ['dist/web/index.html', 'dist/ssr/prerender.js', 'dist/server/server/main.js'];

function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) return yield entry;
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** A hash of every input's path and content: what a build depends on. */
function fingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) hash.update(file).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const current = fingerprint();
const built = fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === current;
if (built && OUTPUTS.every((f) => fs.existsSync(f)) && !process.argv.includes('--force')) {
  console.log('Build is up to date.');
  process.exit(0);
}
fs.rmSync('dist/server', { recursive: true, force: true });
execSync('npx vite build', { stdio: 'inherit' });
// The public pages' prerender, which the server runs at start (docs/architecture.md#first-paint).
execSync('npx vite build --ssr prerender.tsx', { stdio: 'inherit' });
execSync('npx tsc -p tsconfig.server.json', { stdio: 'inherit' });
fs.writeFileSync(STAMP, current);
