// `npm run i18n:missing`: the ids each catalogue file of src/locales/<ms|en> still lacks, and any
// entry that is wrong (src/server/i18n/catalogue-check.ts, docs/decisions/051-…).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-')), 'missing.txt');
const run = spawnSync(
  'npx',
  ['vitest', 'run', 'src/server/i18n/catalogue-check.test.ts', '--reporter=dot'],
  { env: { ...process.env, I18N_MISSING_OUT: out }, stdio: ['ignore', 'ignore', 'inherit'] },
);
const report = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
console.log(report || (run.status === 0 ? 'Nothing missing.' : 'The check did not run.'));
process.exit(run.status ?? 1);
