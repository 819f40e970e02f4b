import { randomUUID } from 'node:crypto';
import { buildPrompt } from '../../src/server/db/factories.js';
import { clipboardText, expect, test, withDb } from './fixtures.js';

// Issue 21: a prompt's blanks are filled in before it is copied or opened in an AI chat, and a
// member's answers are offered again next time, from the server.

test.describe('[member] a prompt with blanks', () => {
  test.use({ signedIn: true });

  test('fills the blanks, copies the finished prompt, finds its answers kept after a reload, and opens ChatGPT with it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const prompt = buildPrompt({
      title: `Iklan Berblanko ${randomUUID().slice(0, 8)}`,
      prompt_text: 'Tulis iklan untuk ${produk} kepada ${audiens:ibu bapa muda}.',
      // Older than every demo prompt: other journeys copy the newest ones, which have no blanks.
      created_at: '2020-01-01T00:00:00.000Z',
    });
    await withDb((db) => db.insertInto('prompts').values(prompt).execute());

    await page.goto(`/prompt/${prompt.id}`);
    await page.getByRole('button', { name: 'Salin', exact: true }).click();
    const form = page.getByRole('dialog', { name: `Isi tempat kosong: ${prompt.title}` });
    await expect(form.getByLabel('Audiens')).toHaveValue('ibu bapa muda');
    await form.getByLabel('Produk').fill('Kopi Tenom');
    const preview = form.getByRole('region', { name: 'Pratonton' });
    const filled = 'Tulis iklan untuk Kopi Tenom kepada ibu bapa muda.';
    await expect(preview).toContainText(filled);
    const kept = page.waitForResponse(
      (r) => r.url().endsWith('/api/me/prompt-blanks') && r.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Salin', exact: true }).click();
    await expect(page.getByText('Prompt disalin!').first()).toBeVisible();
    expect(await clipboardText(page)).toBe(filled);
    expect((await kept).status()).toBe(200);
    await expect(form).toBeHidden();

    // Another visit (the answers come from the server, not the page).
    await page.reload();
    await page.getByRole('button', { name: 'Salin', exact: true }).click();
    await expect(form.getByLabel('Produk')).toHaveValue('Kopi Tenom');

    // ChatGPT takes the finished prompt in its address (the chat's page is not loaded here).
    await context.route('https://chatgpt.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>ChatGPT</title>' }),
    );
    const chat = context.waitForEvent('page');
    await form.getByRole('button', { name: /Buka dalam ChatGPT/ }).click();
    expect((await chat).url()).toBe(`https://chatgpt.com/?q=${encodeURIComponent(filled)}`);
  });
});
