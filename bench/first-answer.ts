// Issue 34: what a mid-range phone on 4G shows in its first second. Each page opens in Chromium
// under Lighthouse's mobile throttling, applied through the DevTools protocol (150 ms round
// trips, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower), with an empty cache: its first
// contentful paint, then, from that paint on, a real press of its first control (a tap at the
// control's place, or keys) over and over until the page answers it. The figure is the time
// from the paint to the answer, both on the page's own clock.
import type { Page } from '@playwright/test';
import { SLOW_4G, withBrowser, type Browser } from './pages.js';

export const CPU_SLOWDOWN = 4;
/** How long one press waits for its answer before the next press. */
const ATTEMPT_MS = 100;
/** After this long from the paint, the page is reported as never answering. */
const GIVE_UP_MS = 15_000;

/** What answers, on a page (checked in the page: see answered() below). */
type Answer = 'invalid' | 'address' | 'pressed' | 'palette';

interface Probe {
  /** What the report calls the control. */
  control: string;
  answer: Answer;
  /** One press, at the control's place on the page (no waiting for it to be enabled). */
  press: (page: Page) => Promise<void>;
}

export interface FirstAnswer {
  page: string;
  control: string;
  /** First contentful paint, ms from the navigation's start. */
  fcpMs: number | null;
  /** From the paint to the first answer (null: none within GIVE_UP_MS). */
  answerAfterPaintMs: number | null;
  /** Presses made until the answer came. */
  presses: number;
  /** How many runs each figure is the median of (absent: 1). */
  runs?: number;
  error?: string;
}

/** Taps the middle of the first element `selector` finds, once it is on the page. */
async function tap(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox({ timeout: GIVE_UP_MS });
  if (!box) throw new Error(`${selector}: not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const SEARCH_BOX = 'main [role="combobox"], main input[type="search"]';

/** Each page's first control and its answer. */
function probeOf(path: string): Probe {
  if (path === '/landing') {
    return {
      control: 'sign-in with empty fields → validation message',
      answer: 'invalid',
      press: (page) => tap(page, 'form:has(input[type="password"]) [type="submit"]'),
    };
  }
  if (path === '/tools') {
    return {
      control: 'search box: type + Enter → the address holds the search',
      answer: 'address',
      press: async (page) => {
        await tap(page, SEARCH_BOX);
        await page.keyboard.press('Control+A');
        await page.keyboard.type('ai');
        await page.keyboard.press('Enter');
      },
    };
  }
  if (path === '/dashboard') {
    return {
      control: 'Ctrl+K → the palette opens',
      answer: 'palette',
      press: (page) => page.keyboard.press('Control+k'),
    };
  }
  return {
    control: 'favourite button → aria-pressed flips',
    answer: 'pressed',
    // The page's own toggle has no aria-label (a card's toggle names its item in one).
    press: (page) => tap(page, 'main button[aria-pressed]:not([aria-label])'),
  };
}

/** In the page: whether the control has answered, by the kind of answer (JavaScript source). */
const ANSWERED: Record<Answer, string> = {
  invalid: `!!document.querySelector('[aria-invalid="true"]')`,
  palette: `!!document.querySelector('[role="dialog"]')`,
  address: `/[?&]q=/.test(location.search)`,
  pressed: `!!document.querySelector('main button[aria-pressed="true"]:not([aria-label])')`,
};

/**
 * The page's own watch for the answer: it keeps when the answer first came (performance.now(),
 * the paint's clock) in `__habAnswerAt`. Source text, not a function: tsx would wrap a function's
 * inner functions in a helper the page does not have. It observes the document itself (it runs
 * before the page's first element exists) and the router's address changes, which need not
 * change the page at once.
 */
const watchScript = (answer: Answer) => `(() => {
  const check = () => {
    if (window.__habAnswerAt !== undefined || !(${ANSWERED[answer]})) return;
    window.__habAnswerAt = performance.timeOrigin + performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name];
    history[name] = function (...args) {
      original.apply(this, args);
      check();
    };
  }
  check();
})();`;

/** A page: what the report calls it (`/tools/{id}`) and its address. */
export interface PageToOpen {
  page: string;
  path: string;
}

export const measureFirstAnswers = (baseUrl: string, cookie: string, pages: PageToOpen[]) =>
  withBrowser(async (browser) => {
    const results: FirstAnswer[] = [];
    for (const { page, path } of pages) {
      const probe = probeOf(page);
      try {
        results.push({ ...(await visit(browser, baseUrl, path, cookie, probe)), page });
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        results.push({
          page,
          control: probe.control,
          fcpMs: null,
          answerAfterPaintMs: null,
          presses: 0,
          error: message,
        });
      }
    }
    return results;
  });

async function visit(
  browser: Browser,
  baseUrl: string,
  path: string,
  cookie: string,
  probe: Probe,
): Promise<FirstAnswer> {
  // A phone's screen, and a first visit: nothing cached, no service worker yet.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  if (path !== '/landing') {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: watchScript(probe.answer) });
    await page.goto(baseUrl + path, { waitUntil: 'commit' });
    // The paint's time in the page (for the figure) and on the clock every document shares
    // (`timeOrigin` + it): a form the server answers before the script brings a new document,
    // whose own `performance.now()` starts again.
    const [fcpMs, paintedAt] = await page
      .waitForFunction(
        () => {
          const { performance } = globalThis as unknown as {
            performance: {
              timeOrigin: number;
              getEntriesByName(name: string): { startTime: number }[];
            };
          };
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return paint && [paint.startTime, performance.timeOrigin + paint.startTime];
        },
        undefined,
        { timeout: GIVE_UP_MS },
      )
      .then((handle) => handle.jsonValue() as Promise<[number, number]>);
    // (Nothing while a new document loads: asked again next time round.)
    const answerAt = () =>
      page
        .evaluate(() => (globalThis as unknown as { __habAnswerAt?: number }).__habAnswerAt)
        .catch(() => undefined);
    let presses = 0;
    let at: number | undefined;
    const deadline = Date.now() + GIVE_UP_MS;
    while (at === undefined && Date.now() < deadline) {
      // A press lost before the page listens is the point of the figure: press again.
      await probe.press(page).catch(() => undefined);
      presses += 1;
      at = await page
        .waitForFunction(
          () => (globalThis as unknown as { __habAnswerAt?: number }).__habAnswerAt,
          undefined,
          { timeout: ATTEMPT_MS },
        )
        .then((handle) => handle.jsonValue() as Promise<number>)
        .catch(answerAt);
    }
    const landedOn = new URL(page.url()).pathname;
    if (landedOn !== path) throw new Error(`${path} sent the browser to ${landedOn}`);
    return {
      page: path,
      control: probe.control,
      fcpMs: Math.round(fcpMs),
      answerAfterPaintMs: at === undefined ? null : Math.max(0, Math.round(at - paintedAt)),
      presses,
    };
  } finally {
    await context.close();
  }
}

/** The median of each figure over several runs of the same pages; one run without it: none. */
export function medianAnswers(runs: FirstAnswer[][]): FirstAnswer[] {
  const first = runs[0] ?? [];
  return first.map((one, i) => {
    const all = runs.map((run) => run[i]!);
    const failed = all.find((r) => r.error);
    return {
      ...one,
      fcpMs: median(all.map((r) => r.fcpMs)),
      answerAfterPaintMs: median(all.map((r) => r.answerAfterPaintMs)),
      presses: median(all.map((r) => r.presses)) ?? 0,
      runs: all.length,
      ...(failed ? { error: failed.error } : {}),
    };
  });
}

/** The middle value (the upper of the two middle ones); null when none, or any run had none. */
export function median(values: (number | null)[]): number | null {
  if (!values.length || values.some((v) => v === null)) return null;
  const sorted = [...(values as number[])].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
