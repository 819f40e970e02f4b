import path from 'node:path';
import { buildApp } from './app.js';
import { parseConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { prepareDatabase } from './db/startup.js';

const config = parseConfig();
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

if (admin?.generated) {
  // Printed once, on the run that creates the account; it is not stored anywhere else.
  console.log(
    `\n  First admin created: username "${config.admin.username}", password "${admin.generated}"\n` +
      '  Sign in at /admin-login and change it from the dashboard.\n',
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(close)
      .finally(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`${config.appName} on ${config.publicUrl} (${dialect})`);
