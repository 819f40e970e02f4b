import { fillBlanks, parseBlanks } from '../../src/shared/prompt-blanks.js';
import type { PromptResponse } from '../../src/shared/prompts.js';
import { clipboardText, expect, test } from './fixtures.js';

// Issue 21: a prompt's blanks are filled in before it is copied or opened in an AI chat, and a
// member's answers are offered again next time, from the server. A demo prompt with blanks:
// the journey adds no prompt, so the lists other journeys count stay as they are.
const DEMO = 'Skrip Video TikTok dengan Cangkuk Kuat';

test.describe('[member] a prompt with blanks', () => {
  test.use({ signedIn: true });

  test('fills the blanks, copies the finished prompt, finds its answers kept after a reload, and opens ChatGPT with it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const found = await page.request.get(`/api/prompts/lookup?title=${encodeURIComponent(DEMO)}`);
    expect(found.status()).toBe(200);
    const prompt = (await found.json()) as PromptResponse;

    await page.goto(`/prompt/${prompt.id}`);
    await page.getByRole('button', { name: 'Salin', exact: true }).click();
    const form = page.getByRole('dialog', { name: `Isi tempat kosong: ${prompt.title}` });
    await expect(form.getByLabel('Nada')).toHaveValue('santai ala Malaysia');
    await form.getByLabel('Produk').fill('Kopi Tenom');
    const preview = form.getByRole('region', { name: 'Pratonton' });
    const filled = fillBlanks(parseBlanks(prompt.promptText), { produk: 'Kopi Tenom' });
    expect(filled).toContain('untuk Kopi Tenom.');
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
