// `npm run screenshots` (issue 20): the main screens in both themes at phone and desktop size,
// written to docs/screens/ as JPEG, from the production build on a throwaway SQLite database
// filled with the demo content. Linked from the README; run it again after a change of look.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { cleanUp } from '../bench/processes.js';
import { ADMIN_PASSWORD, startApp } from '../bench/servers.js';

const OUT = path.resolve('docs/screens');
const DATA_DIR = path.resolve('data/screens');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const THEMES = ['light', 'dark'] as const;

interface Screen {
  name: string;
  path: string | ((api: Api) => Promise<string>);
  signedIn: boolean;
  /** What shows once the screen has its content. */
  ready: string;
}
type Api = (url: string) => Promise<unknown>;

const SCREENS: Screen[] = [
  { name: 'landing', path: '/landing', signedIn: false, ready: 'h1' },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: 'main h1' },
  { name: 'tools', path: '/tools', signedIn: true, ready: 'main h1' },
  {
    name: 'tool',
    path: async (api) => {
      const page = (await api('/api/tools?limit=1&sort=name')) as { items: { id: string }[] };
      return `/tools/${page.items[0]!.id}`;
    },
    signedIn: true,
    ready: 'main h1',
  },
  { name: 'prompts', path: '/prompt', signedIn: true, ready: 'main h1' },
  {
    name: 'workflow-run',
    path: async (api) => {
      const page = (await api('/api/workflows?limit=1')) as { items: { id: string }[] };
      return `/workflows/${page.items[0]!.id}/execute`;
    },
    signedIn: true,
    ready: 'main h1',
  },
  { name: 'admin', path: '/admin', signedIn: true, ready: 'main h1' },
];

async function shoot(browser: Browser, url: string) {
  fs.mkdirSync(OUT, { recursive: true });
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const theme of THEMES) {
      const context = await browser.newContext({ viewport, colorScheme: theme, baseURL: url });
      const login = await context.request.post('/api/auth/login', {
        data: { identifier: 'admin', password: ADMIN_PASSWORD },
      });
      if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
      const api: Api = async (address) => (await context.request.get(address)).json();
      for (const screen of SCREENS) {
        const page = await context.newPage();
        const address = typeof screen.path === 'string' ? screen.path : await screen.path(api);
        if (!screen.signedIn) await context.clearCookies();
        await page.goto(address);
        await page.locator(screen.ready).first().waitFor();
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        // Pictures from other hosts cannot load on a closed network; what a page shows without
        // them is what is drawn (monograms, tiles).
        await page.waitForLoadState('networkidle').catch(() => {});
        const file = path.join(OUT, `${screen.name}-${size}-${theme}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
        console.log(`  ${path.relative(process.cwd(), file)}`);
        await page.close();
        if (!screen.signedIn) {
          const again = await context.request.post('/api/auth/login', {
            data: { identifier: 'admin', password: ADMIN_PASSWORD },
          });
          if (!again.ok()) throw new Error(`sign-in failed: ${again.status()}`);
        }
      }
      await context.close();
    }
  }
}

async function main() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const app = await startApp({ DATA_DIR }, true);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await shoot(browser, app.url);
  } finally {
    await browser.close();
    await app.stop();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => void cleanUp());
