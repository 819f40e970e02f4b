import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoItem, expect, test } from './fixtures.js';

// Issue 33 (docs/decisions/051-interface-languages-with-lingui.md): with Bahasa Melayu chosen, no
// member page shows an English word of the interface, in its text or in an accessible name.
// "English" is a word of the English catalogue that is neither in the Malay one, nor a brand or
// product name (src/locales/brand-words.json), nor a word of the page's own content (what its API
// answers hold: tool names, titles and descriptions are the admin's, in any language).

const LOCALES = path.resolve('src/locales');
const PHONE = { width: 375, height: 812 };

const words = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .match(/\p{L}{2,}/gu) ?? [];

/** The words of a catalogue's messages, without the ICU syntax around them. */
function catalogueWords(language: string): Set<string> {
  const dir = path.join(LOCALES, language);
  const out = new Set<string>();
  if (!fs.existsSync(dir)) return out;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const entries = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<
      string,
      string
    >;
    for (const message of Object.values(entries)) {
      const text = message
        // An argument's name and its kind: {0}, {0, plural, …, {0, select, …
        .replace(/\{\s*\w+\s*(,\s*(plural|select|selectordinal|number|date|time)\s*,?)?/g, ' ')
        // The choices' keys: one {, other {, =0 {, true {
        .replace(/(=\d+|\b\w+)\s*\{/g, ' ');
      for (const word of words(text)) out.add(word);
    }
  }
  return out;
}

function brandWords(): Set<string> {
  const file = path.join(LOCALES, 'brand-words.json');
  if (!fs.existsSync(file)) return new Set();
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  const list = Array.isArray(json) ? json : Object.values(json as object).flat();
  return new Set(list.flatMap((w) => words(String(w))));
}

/** English interface words: the English catalogue's, less the Malay one's and the brands. */
function englishOnly(): Set<string> {
  const malay = catalogueWords('ms');
  const brands = brandWords();
  return new Set([...catalogueWords('en')].filter((w) => !malay.has(w) && !brands.has(w)));
}

/** The string values in an API answer (not its keys). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

// The page's globals, for page.evaluate (this file is typed without the DOM library).
interface El {
  getAttribute(name: string): string | null;
  checkVisibility(options: { visibilityProperty: boolean }): boolean;
  innerText?: string;
}
interface InPage {
  document: { body: El; querySelectorAll(selectors: string): ArrayLike<El> };
}

/** What the page says: its visible text and its elements' accessible names and hints. */
const shownText = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as InPage;
    const names = Array.from(
      w.document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'),
    ).flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [w.document.body.innerText ?? '', ...names].join('\n');
  });

test.use({ viewport: PHONE, hasTouch: true });

test('[phone] in Bahasa Melayu, no member page shows an English word of the interface', async ({
  page,
  member: _member,
  baseURL,
}) => {
  const english = englishOnly();
  // Until the catalogues are in, there is nothing to check against: say so, do not pass.
  expect(english.size, 'the English and Malay catalogues (src/locales/en, ms)').toBeGreaterThan(
    Number(process.env.I18N_MIN_WORDS ?? 200),
  );

  await page.context().addCookies([{ name: 'lang', value: 'ms', url: baseURL! }]);
  const [tool, tutorial, workflow, prompt] = await Promise.all([
    demoItem(page, 'tools'),
    demoItem(page, 'tutorials'),
    demoItem(page, 'workflows'),
    demoItem(page, 'prompts'),
  ]);
  const pages = [
    '/dashboard',
    '/tools',
    '/learning',
    '/workflows',
    '/prompt',
    '/categories',
    `/tools/${tool.id}`,
    `/learning/${tutorial.id}`,
    `/workflows/${workflow.id}`,
    `/prompt/${prompt.id}`,
    '/suggest',
  ];

  // The content's words, from every API answer the pages read.
  const content = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || response.request().method() !== 'GET') return;
    const body = (await response.json().catch(() => null)) as unknown;
    for (const word of words(stringsOf(body).join(' '))) content.add(word);
  });

  const found: Record<string, string[]> = {};
  for (const url of pages) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('[role="status"][aria-busy="true"], .animate-pulse')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // A page the server rendered carries its first answers in its HTML (issue 34).
    const rendered = await page
      .locator('#render-state')
      .textContent()
      .catch(() => null);
    const state = rendered ? (JSON.parse(rendered) as { queries: { data: unknown }[] }) : null;
    for (const { data } of state?.queries ?? []) {
      for (const word of words(stringsOf(data).join(' '))) content.add(word);
    }
    const shown = new Set(words(await shownText(page)));
    found[url] = [...shown].filter((w) => english.has(w) && !content.has(w)).sort();
  }
  expect(found).toEqual(Object.fromEntries(pages.map((url) => [url, []])));
});
