// `npm run db:migrate` and `npm run db:seed`: the start-up steps, run on their own.
import path from 'node:path';
import { parseConfig } from '../config.js';
import { openDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoContent } from './seed/seed-demo.js';

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
  await migrateToLatest(db);
  if (command === 'seed') {
    const seeded = await seedDemoContent(db);
    console.log(
      seeded
        ? `Demo content added (${dialect}).`
        : 'Demo content was already there; nothing added.',
    );
  } else {
    console.log(`Database migrated (${dialect}).`);
  }
} finally {
  await close();
}
