// `npm run bench [-- --quick]`: measures the app against docs/architecture.md#performance-budgets (issue 7) and prints one
// table; everything goes to bench/results.json (bench/results-postgres.json with DATABASE_URL),
// and the figures to docs/benchmarks.md (its SQLite or PostgreSQL section).
// Order: `npm start` timings first (they build what the rest runs), then the data, then load
// on the production server beside a bare Fastify route, then the pages in Chromium.
import fs from 'node:fs';
import os from 'node:os';
import prettier from 'prettier';
import { COUNTS, GENERATOR_VERSION } from './content.js';
import { prepareData } from './data.js';
import { measureFirstAnswers, medianAnswers } from './first-answer.js';
import { runLighthouse } from './lighthouse.js';
import { CONNECTIONS, runLoad } from './load.js';
import { writeBenchmarksDoc } from './benchmarks-doc.js';
import { readBuild, weighPages } from './page-weight.js';
import { measurePages } from './pages.js';
import { LOG_DIR, cleanUp, log, restingRssMb, watchPeakRss } from './processes.js';
import { markdown, ratioOf, rows } from './report.js';
import { measureStartTimes, startApp, startBare } from './servers.js';

const quick = process.argv.includes('--quick');
const databaseUrl = process.env.DATABASE_URL || undefined;
const seconds = quick ? 3 : 10;
const began = performance.now();
const phases: Record<string, number> = {};

/** Runs one step, logging it and keeping how long it took. */
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  log(`» ${name}`);
  const started = performance.now();
  try {
    return await work();
  } finally {
    phases[name] = Math.round((performance.now() - started) / 100) / 10;
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping everything the benchmark started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  const startTimes = await phase('npm start timings', measureStartTimes);
  const secondStartRebuilt = !fs
    .readFileSync(`${LOG_DIR}/start-second.log`, 'utf8')
    .includes('Build is up to date');

  const data = await phase('benchmark data', () => prepareData(databaseUrl));

  const bare = await phase('bare server', startBare);
  const app = await phase('app server', () => startApp(data.env));
  const restMb = await phase('memory at rest', () => restingRssMb(app.pid));

  // Other work on the machine (a build, a test run) lowers every figure but the ratios less.
  const loadAverageBefore = os.loadavg()[0] ?? 0;
  if (loadAverageBefore > 0.7) {
    log(`  note: the machine is busy (load average ${loadAverageBefore.toFixed(2)})`);
  }
  const peak = watchPeakRss(app.pid);
  const load = await phase('load', () =>
    runLoad({ bareUrl: bare.url, appUrl: app.url, data, seconds }),
  );
  const peakUnderLoadMb = peak();
  await bare.stop();

  // The budgets are checked on the build's chunk graph (as `npm test` does); Chromium shows
  // what a first visit actually fetches, and the report flags any file the graph missed.
  const pages = weighPages(readBuild('dist/web'));
  const browser = await phase('page weight', () =>
    measurePages(
      app.url,
      data.cookie,
      pages.map((p) => p.page),
    ),
  );
  // Issue 34: the four pages a phone opens first; a tool's page is one the member has not saved.
  const toolPage = (i: number) => ({ page: '/tools/{id}', path: `/tools/${data.pageToolIds[i]}` });
  const phonePages = (i: number) => [
    { page: '/landing', path: '/landing' },
    { page: '/tools', path: '/tools' },
    toolPage(i),
    { page: '/dashboard', path: '/dashboard' },
  ];
  // Each figure is the median of 3 runs; a quick run makes 1.
  const runs = quick ? 1 : 3;
  const lighthouse = await phase('lighthouse', () =>
    runLighthouse(app.url, data.cookie, phonePages(0), runs),
  );
  const firstAnswers = await phase('first answer on a slow phone', async () => {
    const measured = [];
    // Each run presses the favourite button of a tool of its own, still unsaved.
    for (let run = 0; run < runs; run++) {
      measured.push(await measureFirstAnswers(app.url, data.cookie, phonePages(run)));
    }
    return medianAnswers(measured);
  });

  const measured = {
    engine: data.engine,
    load,
    memory: { restMb, peakUnderLoadMb },
    startTimes: { ...startTimes, secondStartRebuilt },
    pages,
    browser,
    lighthouse,
    firstAnswers,
  };
  const table = rows(measured);
  const engineName = data.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const title =
    `Hab AI bench (${quick ? 'quick' : 'full'}, ${engineName}, ${CONNECTIONS} connections, ` +
    `${seconds} s per case, ${os.cpus().length} cores, Node ${process.version}, ` +
    `load average ${loadAverageBefore.toFixed(2)} before the load)`;
  const totalSeconds = Math.round((performance.now() - began) / 100) / 10;

  const file = data.engine === 'sqlite' ? 'bench/results.json' : 'bench/results-postgres.json';
  const results = {
    at: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
    settings: { connections: CONNECTIONS, secondsPerCase: seconds, warmupSecondsPerCase: 1 },
    loadAverageBefore,
    data: { generator: GENERATOR_VERSION, counts: COUNTS, generatedSeconds: data.generatedSeconds },
    ...measured,
    load: {
      bare: load.bare,
      cases: load.cases.map((c) => ({ ...c, ratioToBare: ratioOf(c, load.bare) })),
    },
    table,
    phases,
    totalSeconds,
  };
  // Written as Prettier would, so `npm run lint` (prettier --check .) accepts the file.
  fs.writeFileSync(file, await prettier.format(JSON.stringify(results), { parser: 'json' }));

  const doc = await writeBenchmarksDoc(results);

  console.log(`\n${markdown(table, title)}\n`);
  const misses = table.filter((r) => r.pass === false).length;
  console.log(`${misses} of ${table.filter((r) => r.pass !== null).length} budgets missed.`);
  console.log(
    `Took ${totalSeconds} s (${Object.entries(phases)
      .map(([k, v]) => `${k} ${v} s`)
      .join(', ')}). Written to ${file} and ${doc}.`,
  );
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await cleanUp();
}
// Whatever a library left open (a timer, a socket), the run is over.
process.exit();
