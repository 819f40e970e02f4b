// `npm run db:migrate` and `npm run db:seed`: the start-up steps, run on their own.
import path from 'node:path';
import { parseConfig } from '../config.js';
import { openDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoContent } from './seed/seed-demo.js';
import { withStartupLock } from './startup.js';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(2);
}

const config = parseConfig();
const { db, dialect, close } = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'habai.sqlite'),
});
try {
  // Under the start-up lock, as an app process starting meanwhile takes the same steps.
  await withStartupLock({ db, dialect }, async (locked) => {
    await migrateToLatest(locked);
    if (command === 'seed') {
      const seeded = await seedDemoContent(locked);
      console.log(
        seeded
          ? `Demo content added (${dialect}).`
          : 'Demo content was already there; nothing added.',
      );
    } else {
      console.log(`Database migrated (${dialect}).`);
    }
  });
} finally {
  await close();
}
