import path from 'node:path';
import { buildApp } from './app.js';
import { parseConfig } from './config.js';
import { keepDataPrivate, notPrivateWarning } from './data-dir.js';
import { openDatabase } from './db/connect.js';
import { prepareDatabase } from './startup.js';

const config = parseConfig();
const notPrivate = keepDataPrivate(config.dataDir);
const { db, dialect, changes, close } = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'habai.sqlite'),
});

const admin = await prepareDatabase({ db, dialect }, config);

const app = await buildApp({
  db,
  dialect,
  changes,
  config,
  now: () => new Date(),
  logger: { level: config.logLevel },
});

if (notPrivate.length) app.log.warn(notPrivateWarning(notPrivate));

if (admin?.generated) {
  // Printed once, on the run that creates the account; it is not stored anywhere else.
  console.log(
    `\n  First admin created: username "${config.admin.username}", password "${admin.generated}"\n` +
      '  Sign in at /admin-login and change it from the dashboard.\n',
  );
}

// How long a stop waits for requests in flight before it cuts their connections: within the
// 10 s a container runtime (Docker, Kubernetes) gives before it kills the process.
const SHUTDOWN_GRACE_MS = 8000;

/**
 * SIGTERM/SIGINT: stop taking connections, let the requests in flight finish (new requests on
 * kept-alive connections get 503, idle connections close), then close the database, which on
 * SQLite checkpoints the WAL into the file. A second signal ends the process at once.
 */
async function shutdown(signal: NodeJS.Signals) {
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  let clean = true;
  const force = setTimeout(() => {
    clean = false;
    app.log.warn(`requests still open after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  // A connection that answered its last request while closing would otherwise stay open (idle
  // keep-alive) until its client leaves.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } catch (err) {
    clean = false;
    app.log.error({ err }, 'closing the server failed');
  } finally {
    clearTimeout(force);
    clearInterval(idle);
  }
  try {
    await close();
  } catch (err) {
    clean = false;
    app.log.error({ err }, 'closing the database failed');
  }
  app.log.info(clean ? 'stopped cleanly' : 'stopped, not cleanly');
  process.exit(clean ? 0 : 1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.once(signal, () => process.exit(1));
    void shutdown(signal);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`${config.appName} on ${config.publicUrl} (${dialect})`);
