// Starts the built app (the compiled server, as `npm start` runs it) on a fresh database for
// the browser tests: a new SQLite file, or with DATABASE_URL (set only from E2E_DATABASE_URL by
// playwright.config.ts) an emptied PostgreSQL database, created when missing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { SERVER_ARGS } from './server-args.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set');
fs.rmSync(dataDir, { recursive: true, force: true });

if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/_e2e$/.test(name))
    throw new Error(
      `E2E_DATABASE_URL must name a database ending in _e2e (got "${name}"): it is emptied`,
    );
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  await client.query('drop schema if exists public cascade; create schema public');
  await client.end();
}

const child = spawn(process.execPath, SERVER_ARGS, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
