// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else /usr/bin/chromium. When it
// is missing and we are root with apt, installs Debian's chromium package; otherwise stops
// with a clear message. Never downloads a browser from anywhere else.
//
// Beside it, and only where it can (root with apt), it installs Debian's chromium-headless-shell:
// the same Chromium without the desktop browser's compositing, which playwright.config.ts
// prefers (the suite runs in about half the time; decision 030). Without it the tests run on
// /usr/bin/chromium.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const target = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');

const missing = [
  ...(fs.existsSync(target) ? [] : ['chromium']),
  ...(process.env.CHROMIUM_PATH || fs.existsSync(HEADLESS_SHELL)
    ? []
    : ['chromium-headless-shell']),
];
if (missing.length && !process.env.CHROMIUM_PATH && isRoot && hasApt) {
  console.log(`Installing Debian's ${missing.join(' and ')} with apt-get…`);
  const install = (packages) =>
    execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, {
      stdio: 'inherit',
    });
  try {
    try {
      install(missing);
    } catch {
      // The package lists may be missing or stale on a fresh machine.
      execSync('apt-get update -qq', { stdio: 'inherit' });
      install(missing);
    }
  } catch {
    // reported below (the headless shell is optional)
  }
}
if (fs.existsSync(target)) {
  if (!process.env.CHROMIUM_PATH && !fs.existsSync(HEADLESS_SHELL)) {
    console.log(`Browser tests run on ${target} (${HEADLESS_SHELL} is not installed).`);
  }
  process.exit(0);
}
console.error(
  `\nBrowser tests need Chromium at ${target}, and it is not there.\n` +
    'Install it (Debian: "apt-get install chromium") or set CHROMIUM_PATH to a Chromium binary.\n',
);
process.exit(1);
