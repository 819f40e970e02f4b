// Makes the installable app's PNG icons (web manifest, apple-touch-icon) from
// src/web/public/favicon.svg by screenshotting it in Chromium. Run `node scripts/make-icons.mjs`
// after changing the favicon, and commit the PNGs. The "any" icons keep the favicon's rounded
// corners (transparent); the maskable and Apple icons are full-bleed squares of the favicon's
// colour with the mark at 80%, inside the maskable safe zone (the platform crops the corners).
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const PUBLIC = 'src/web/public';
const svg = fs.readFileSync(`${PUBLIC}/favicon.svg`, 'utf8');
const brand = /fill="(#[0-9a-f]{6})"/i.exec(svg)[1];
const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const ICONS = [
  { file: 'pwa-192.png', size: 192, fullBleed: false },
  { file: 'pwa-512.png', size: 512, fullBleed: false },
  { file: 'pwa-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, fullBleed } of ICONS) {
    const mark = fullBleed ? Math.round(size * 0.8) : size;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;height:100vh;display:grid;place-items:center;` +
        `background:${fullBleed ? brand : 'transparent'}">` +
        `<img src="${src}" width="${mark}" height="${mark}" alt=""></body>`,
    );
    await page.screenshot({ path: `${PUBLIC}/${file}`, omitBackground: !fullBleed });
    console.log(`${PUBLIC}/${file}`);
  }
} finally {
  await browser.close();
}
