// `npm test`'s first step: the typecheck and the lint (ESLint, Prettier) side by side, one per
// core (each is a single thread: one after the other took about 3 minutes of CI). Each one's
// output is printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

const run = (script) =>
  new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${script} (exit ${code})\n${output}`);
      done(code === 0);
    });
  });

const passed = await Promise.all([run('typecheck'), run('lint')]);
process.exit(passed.every(Boolean) ? 0 : 1);
