import { randomInt } from 'node:crypto';
import { expect, test, withDb } from './fixtures.js';

const group = () =>
  Array.from({ length: 4 }, () => '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(32)]).join('');

// Issue 21: the learning-path certificate, as the member sees and prints it, and as anyone
// checks it by its code. Issuing it is the API's (certificate.test.ts): here it is issued
// directly, so the journey does not depend on the learning path other journeys change. Issue 31:
// its name is the member's profile name, changed in Edit Profil.

test.describe('[member] the learning-path certificate', () => {
  test.use({ signedIn: true });

  test('shows on the dashboard once earned, prints from /sijil, and anyone can check its code without seeing private data', async ({
    page,
    member,
    browser,
    baseURL,
  }) => {
    const code = `HAB-${group()}-${group()}`;
    // A path as long as the admin may ever make it, and a long name: still one A4 page.
    const tutorials = Array.from({ length: 10 }, (_, i) => `Tutorial ${i + 1}: Asas AI`);
    await withDb(async (db) => {
      await db
        .updateTable('users')
        .set({ display_name: 'Nur Aisyah' })
        .where('id', '=', member.id)
        .execute();
      await db
        .insertInto('certificates')
        .values({
          code,
          user_id: member.id,
          tutorials: JSON.stringify(tutorials),
          issued_at: '2026-11-27T02:00:00.000Z',
        })
        .execute();
    });

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Sijil anda sedia' });
    await card.getByRole('link', { name: 'Lihat sijil' }).click();
    await expect(page).toHaveURL(/\/sijil$/);
    const certificate = page.getByRole('article', { name: 'Sijil Laluan Pembelajaran' });
    await expect(certificate.getByText('Nur Aisyah')).toBeVisible();
    await expect(certificate.getByText(`Nama pengguna: ${member.username}`)).toBeVisible();
    await expect(certificate.getByRole('listitem')).toHaveText(tutorials);
    await expect(certificate.getByText('Dikeluarkan pada 27 November 2026')).toBeVisible();
    await expect(certificate.getByText(`Kod pengesahan: ${code}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cetak atau simpan PDF' })).toBeVisible();

    // Printed, the certificate is the page, alone on one A4 sheet, dark on white in either theme.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden();
    await expect(certificate).toBeVisible();
    await expect(certificate.getByText('Nur Aisyah')).toHaveCSS('color', 'rgb(15, 23, 42)');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen', colorScheme: 'light' });

    // A visitor (an employer) checks the code.
    const visitor = await browser.newContext({ baseURL });
    const check = await visitor.newPage();
    await check.goto(`/sijil/${code}`);
    const valid = check.getByRole('status').filter({ hasText: 'Sijil ini sah.' });
    await expect(valid).toContainText(
      'merekodkan bahawa pemiliknya telah menyelesaikan tutorial berikut dan lulus kuiznya',
    );
    await expect(check.getByText('Nur Aisyah')).toBeVisible();
    await expect(check.getByText(`Nama pengguna: ${member.username}`)).toBeVisible();
    await expect(check.getByText('Dikeluarkan pada 27 November 2026')).toBeVisible();
    await expect(check.getByRole('listitem')).toHaveText(tutorials);
    const text = await check.locator('body').innerText();
    for (const secret of [member.email ?? '@', member.id]) {
      expect(text).not.toContain(secret);
    }

    // The name is the profile's: changed in Edit Profil, the certificate follows.
    await page.goto('/dashboard#edit-profil');
    const dialog = page.getByRole('dialog', { name: 'Edit Profil' });
    await dialog.getByLabel('Nama Paparan').fill('Nur Aisyah binti Ahmad');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Profil berjaya dikemaskini')).toBeVisible();
    await check.reload();
    await expect(check.getByText('Nur Aisyah binti Ahmad')).toBeVisible();
    await check.goto('/sijil/HAB-2222-2222');
    await expect(check.getByRole('alert')).toContainText('Sijil tidak dijumpai.');
    await visitor.close();
  });
});
