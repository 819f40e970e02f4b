import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** E2E_PORT lets two checkouts of the project run their browser suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT) || 3100;
export const E2E_DATA_DIR = path.resolve('test-results/e2e-data');
export const E2E_ADMIN = { username: 'admin', password: 'admin-e2e-rahsia' };
/**
 * With E2E_DATABASE_URL (`npm run test:e2e:pg`) the app and the fixtures use that PostgreSQL
 * database, emptied first; otherwise a fresh SQLite file under E2E_DATA_DIR.
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? '';

/**
 * CHROMIUM_PATH, else Debian's old headless shell (scripts/ensure-chromium.mjs installs it where
 * it can), else /usr/bin/chromium. The shell is the same Chromium without the desktop browser's
 * compositing and GPU process: the suite runs in about half the time (decision 030).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ||
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Generous bounds: a busy CI machine may be slow, never wrong (a test waits for a signal).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Each test's new context would install the service worker and precache the whole app
    // shell (1.4 MB) again; only the PWA journeys (pwa.spec.ts) let it in.
    serviceWorkers: 'block',
    // A failed test keeps its trace: every step with the page's DOM, and no screencast (taking
    // it in every test cost a third of the suite's time).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM,
      // Without these, Chromium keeps trying to reach Google's hosts on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every journey but the slow phone's, each once.
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: '**/slow-phone/**' },
    // Issue 34: journeys acting at first paint on a throttled mid-range phone over 4G
    // (tests/e2e/slow-phone/fixtures.ts sets the throttling through Chromium's DevTools protocol).
    {
      name: 'slow phone',
      use: { browserName: 'chromium' },
      // One phone at a time: two phones slowed 4× beside the server would share this machine's
      // two cores, and a page would take the time of both.
      workers: 1,
      testMatch: '**/slow-phone/**/*.spec.ts',
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/site`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      // Never a DATABASE_URL from the caller's shell: only the disposable e2e database.
      DATABASE_URL: E2E_DATABASE_URL,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Member pages always rendered by the server, however busy the machine running the tests
      // (tests/e2e/server-render.spec.ts looks for them); the limit has its own test
      // (src/server/http/request-pages.test.ts).
      RENDER_SHARE: '1',
      // Never the daily link check over the demo content's real addresses (issue 23).
      LINK_CHECK_DAILY: 'false',
      LINK_CHECK_NETWORK: 'local',
      // Issue 33: the page that opens at registration (a welcome page, not the order form).
      REGISTRATION_WELCOME_URL: 'https://selamat-datang.habai.example/ahli-baru',
    },
  },
});
