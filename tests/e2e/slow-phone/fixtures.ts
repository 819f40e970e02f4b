import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from '../fixtures.js';

/**
 * Issue 34's "slow phone": a mid-range phone over 4G as Lighthouse's mobile settings describe it
 * (150 ms round trips, 1.6 Mbit/s each way, the CPU 4× slower), set through Chromium's DevTools
 * protocol on each page before its first navigation.
 */
export const SLOW_PHONE = {
  latency: 150,
  /** 1.6 Mbit/s in bytes per second. */
  throughput: (1.6 * 1024 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** Throttles `page` as a slow phone (before it navigates, so its first load is throttled too). */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latency,
    downloadThroughput: SLOW_PHONE.throughput,
    uploadThroughput: SLOW_PHONE.throughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/**
 * The journeys act at first paint, as a person does: unlike the other journeys' page
 * (tests/e2e/fixtures.ts), a navigation here does not wait until the app has taken the page over.
 */
export const test = base.extend({
  page: async ({ context }, use) => {
    const page = await context.newPage();
    await throttle(page);
    await use(page);
  },
});

export { expect };

/** Opens `url` and returns as soon as the browser has the answer (nothing painted yet). */
export const open = (page: Page, url: string) => page.goto(url, { waitUntil: 'commit' });

/**
 * Waits until the page has been painted: what a person can see and tap. Before it, the browser
 * lays the page out without its styles (the stylesheet still on its way), and a point taken
 * there is not where the control shows once painted: a tap at it lands elsewhere.
 */
export const painted = (page: Page) =>
  page.waitForFunction(
    () =>
      // (This file is typed without the DOM library.)
      (
        globalThis as unknown as {
          performance: { getEntriesByName(name: string): unknown[] };
        }
      ).performance.getEntriesByName('first-contentful-paint').length > 0,
  );

/**
 * A person's tap: as soon as the control is painted, at the point where it shows, whether or not
 * its code is ready to answer (no wait for it to be enabled: a press a disabled or dead control
 * drops is lost, as it would be on the phone; a control replaced meanwhile gets the tap where
 * the finger lands).
 */
export async function tap(control: Locator) {
  await control.waitFor({ state: 'visible' });
  await painted(control.page());
  // Each step finds the control afresh: it may have been replaced since (its code arriving).
  // (This file is typed without the DOM library.)
  await control.evaluate((element) =>
    (element as unknown as { scrollIntoView(options: object): void }).scrollIntoView({
      block: 'nearest',
    }),
  );
  const box = (await control.boundingBox())!;
  await control.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Types into a field as soon as it is painted, as a person does: a tap on it, then keys to
 * whatever has the focus (a field replaced under the finger is typed into where the focus went).
 */
export async function typeInto(field: Locator, text: string) {
  await tap(field);
  await field.page().keyboard.type(text);
}

/**
 * Fills a field the moment it is painted, all at once, as a password manager or the browser's
 * autofill does (no wait for the page's script).
 */
export async function autofill(field: Locator, text: string) {
  await field.waitFor({ state: 'visible' });
  await painted(field.page());
  await field.fill(text, { force: true });
}
