// Run by memory-at-rest.test.ts in a process of its own (`node --import tsx --import
// ./src/server/test/record-imports.mjs`): starts the app as main.ts does on the SQLite file
// given, answers one request, and prints the npm packages the process has loaded.
import { createRequire } from 'node:module';
import { buildApp } from '../app.js';
import { parseConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { prepareDatabase } from '../startup.js';

declare global {
  var resolvedUrls: () => Promise<string[]>;
}

const [sqliteFile, dataDir] = process.argv.slice(2) as [string, string];
const config = parseConfig({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'unused-here',
  LOG_LEVEL: 'silent',
});
const handle = openDatabase({ sqliteFile });
await prepareDatabase(handle, config);
const app = await buildApp({ ...handle, config, now: () => new Date(), serveWeb: false });
// At the app's own host, as a browser sends it (the Host rule refuses any other).
const answer = await app.inject({
  method: 'GET',
  url: '/api/auth/session',
  headers: { host: new URL(config.publicUrl).host },
});
if (answer.statusCode !== 200) throw new Error(`session answered ${answer.statusCode}`);

const packageOf = (file: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file.replaceAll('\\', '/'))?.[1];
const files = [
  ...Object.keys(createRequire(import.meta.url).cache),
  ...(await globalThis.resolvedUrls()),
];
const packages = new Set(files.map(packageOf).filter(Boolean));
console.log(JSON.stringify([...packages].sort()));
await app.close();
await handle.close();
