// Issue 33: the beginner's journey on a phone. She copies a prompt that is not the one the start
// card suggests and finishes the poster workflow; the dashboard then remembers both, plainly.
// And a search that finds nothing on /prompt offers to suggest a prompt, not a tool.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

const PHONE = { width: 390, height: 844 };
const BROADCAST = 'Mesej Siaran WhatsApp Buka Tempahan Minggu Ini';
const POSTER = 'Cipta Poster Promosi Jualan Kilat';

test.use({ signedIn: true, viewport: PHONE, hasTouch: true });

async function idOf(page: Page, list: 'prompts' | 'workflows', title: string) {
  const res = await page.request.get(`/api/${list}?q=${encodeURIComponent(title)}&limit=5`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  const item = items.find((i) => i.title === title);
  expect(item, `${title} is demo content`).toBeTruthy();
  return item!.id;
}

test('[phone] after a copied prompt and a finished workflow the dashboard says what she did', async ({
  page,
  context,
}) => {
  test.slow(); // a whole journey
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // Before: the next step comes first, nothing is ticked and no rate pretends to be progress.
  await page.goto('/dashboard');
  const start = page.getByRole('region', { name: 'Mula di sini' });
  await expect(start).toBeVisible();
  await expect(start.getByText('(Selesai)')).toHaveCount(0);
  const suggested = start.getByRole('link', { name: /Salin prompt pertama anda/ });
  await expect(suggested).not.toContainText(BROADCAST); // she copies another prompt than suggested

  // She copies the WhatsApp broadcast, through its blanks.
  await page.goto(`/prompt/${await idOf(page, 'prompts', BROADCAST)}`);
  await page.getByRole('button', { name: 'Salin', exact: true }).click();
  const form = page.getByRole('dialog', { name: `Isi tempat kosong: ${BROADCAST}` });
  for (const box of await form.getByRole('textbox').all()) await box.fill('Kuih Bahulu');
  const copied = page.waitForResponse((r) => /\/api\/prompts\/[^/]+\/copy$/.test(r.url()));
  await form.getByRole('button', { name: 'Salin', exact: true }).click();
  expect((await copied).status()).toBe(204);

  // She runs the poster workflow to its end.
  await page.goto(`/workflows/${await idOf(page, 'workflows', POSTER)}`);
  await page.getByRole('link', { name: 'Start Workflow' }).click();
  const next = page.getByRole('button', { name: 'Complete & Next Step' });
  const finish = page.getByRole('button', { name: 'Complete Workflow' });
  const progress = page.getByRole('progressbar', { name: 'Kemajuan workflow' });
  while (!(await finish.isVisible())) {
    const before = await progress.getAttribute('aria-valuenow');
    await next.click();
    await expect(progress).not.toHaveAttribute('aria-valuenow', before!);
  }
  await finish.click();
  const done = page.getByRole('region', { name: 'Tahniah! Anda telah melengkapkan workflow ini.' });
  await expect(done).toBeVisible();
  await done.getByRole('link', { name: 'Ke Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Any prompt copied ticks "Salin prompt pertama", any workflow finished ticks the workflow.
  await expect(
    start.getByRole('link', { name: /Salin prompt pertama anda \(Selesai\)/ }),
  ).toBeVisible();
  await expect(
    start.getByRole('link', { name: /Cuba workflow ringkas \(Selesai\)/ }),
  ).toBeVisible();
  await expect(start.getByRole('link', { name: /Tonton tutorial pendek/ })).not.toContainText(
    'Selesai',
  );

  // What she did, over everything, not only favourites.
  const did = page.getByRole('region', { name: 'Yang sudah anda buat' });
  const figure = (label: string) => did.locator(`dt:text-is("${label}") + dd`);
  await expect(figure('Prompt disalin')).toHaveText('1');
  await expect(figure('Workflow selesai')).toHaveText('1');
  await expect(figure('Tutorial selesai')).toHaveText('0');
  const last = did.getByRole('link', { name: BROADCAST });
  await expect(did).toContainText('Terakhir disalin');
  await expect(page.getByText('Workflow pertama selesai')).toBeVisible();

  // The rates say they are over favourites; with none saved they say how to get them, not 0 of 0.
  const rates = page.getByRole('region', { name: 'Daripada kegemaran anda' });
  await expect(rates).toContainText('Simpan tutorial, alat AI atau workflow ke kegemaran');
  await expect(page.getByText(/0 daripada 0/)).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // On the phone the next step heads the page, above the profile card.
  const startTop = (await start.boundingBox())!.y;
  const profileTop = (await page.getByRole('button', { name: 'Edit Profil' }).boundingBox())!.y;
  expect(startTop).toBeLessThan(profileTop);

  // "Terakhir disalin" opens the prompt she copied.
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: BROADCAST })).toBeVisible();
});

test('[phone] "Cadangkan kandungan ini" on /prompt opens Suggest Content set to a prompt', async ({
  page,
}) => {
  await page.goto('/prompt?q=zqxwv');
  const suggest = page.getByRole('link', { name: 'Cadangkan kandungan ini' });
  await expect(suggest).toHaveAttribute('href', '/suggest?type=prompt&title=zqxwv');
  await suggest.click();
  await expect(page).toHaveURL(/\/suggest\?type=prompt/);
  await expect(page.getByLabel('Jenis Kandungan')).toHaveValue('prompt');
  await expect(page.getByLabel('Tajuk')).toHaveValue('zqxwv');
  // A prompt is asked for; a website is not.
  await expect(page.getByLabel('Prompt atau penerangannya')).toBeVisible();
  await expect(page.getByLabel('Laman Web (pilihan)')).toHaveCount(0);
});
