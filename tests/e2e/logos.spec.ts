import { expect, test, withDb } from './fixtures.js';

// Issue 32, real logos: a member's browser loads every logo from our own origin, never a third
// party's, and the demo tools show theirs (docs/decisions/043-logos-stored-and-served-by-us.md).

test.use({ signedIn: true });

test('[member] /tools shows ChatGPT’s logo, and every picture comes from our own origin', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && new URL(request.url()).origin !== origin) {
      elsewhere.push(request.url());
    }
  });
  const chatgpt = await withDb((db) =>
    db
      .selectFrom('tools')
      .select('logo_url')
      .where('name', '=', 'ChatGPT')
      .executeTakeFirstOrThrow(),
  );
  expect(chatgpt.logo_url).toMatch(/^\/media\/logos\//);

  await page.goto('/tools?q=ChatGPT');
  const logo = page.locator(`img[src="${chatgpt.logo_url}"]`).first();
  await expect(logo).toBeVisible();
  // Loaded, not a broken picture: the browser drew it at the size the page gave it.
  await expect
    .poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  expect(await logo.getAttribute('width')).toBe('40');

  await page.goto('/tools');
  await expect(page.getByText(/^Showing \d+ tools?$/)).toBeVisible();
  await expect(page.locator('img[data-testid="tool-logo"]').first()).toBeVisible();
  const sources = await page
    .locator('img')
    .evaluateAll((images) => images.map((img) => (img as unknown as { src: string }).src));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) expect(new URL(src).origin, src).toBe(origin);
  expect(elsewhere).toEqual([]);
});
