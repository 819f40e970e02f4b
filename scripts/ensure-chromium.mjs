// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else /usr/bin/chromium. When it
// is missing and we are root with apt, installs Debian's chromium package; otherwise stops
// with a clear message. Never downloads a browser from anywhere else.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const target = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (fs.existsSync(target)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
  console.log('Chromium not found: installing Debian package "chromium" with apt-get…');
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
  } catch {
    // reported below
  }
  if (fs.existsSync(target)) process.exit(0);
}
console.error(
  `\nBrowser tests need Chromium at ${target}, and it is not there.\n` +
    'Install it (Debian: "apt-get install chromium") or set CHROMIUM_PATH to a Chromium binary.\n',
);
process.exit(1);
