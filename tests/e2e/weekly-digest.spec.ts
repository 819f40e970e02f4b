import { randomUUID } from 'node:crypto';
import { expect, test, withDb } from './fixtures.js';

// Issue 23, the weekly digest: a member opts in on Edit Profil, and anyone holding the mail's
// link unsubscribes at /unsubscribe without signing in. The mail itself is the API's
// (src/server/features/digest/digest.test.ts).

const digestOf = (id: string) =>
  withDb((db) =>
    db
      .selectFrom('users')
      .select(['weekly_digest', 'digest_token'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
  );

test.describe('[member] the weekly digest', () => {
  test('opts in on Edit Profil, then unsubscribes from the link signed out', async ({
    page,
    createUser,
    signIn,
    browser,
    baseURL,
  }) => {
    const member = await createUser({ email: `ringkasan_${randomUUID().slice(0, 8)}@contoh.my` });
    await signIn(member);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Edit Profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profil' });
    const box = dialog.getByRole('checkbox', { name: 'Hantar ringkasan mingguan ke e-mel saya' });
    await expect(box).not.toBeChecked();
    await box.check();
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Profile updated successfully!')).toBeVisible();
    const { weekly_digest, digest_token } = await digestOf(member.id);
    expect(weekly_digest).toBe(1);

    // Signed out, as a mail opened anywhere: a bad link is said to be bad; the right one works.
    const visitor = await browser.newContext({ baseURL: baseURL! });
    try {
      const outside = await visitor.newPage();
      await outside.goto(`/unsubscribe?token=${'x'.repeat(43)}`);
      await outside.getByRole('button', { name: 'Berhenti melanggan' }).click();
      await expect(outside.getByRole('alert')).toHaveText(
        'Pautan berhenti melanggan ini tidak sah.',
      );
      await outside.goto(`/unsubscribe?token=${digest_token}`);
      await outside.getByRole('button', { name: 'Berhenti melanggan' }).click();
      await expect(
        outside
          .getByRole('status')
          .filter({ hasText: 'Anda telah berhenti melanggan ringkasan mingguan.' }),
      ).toBeVisible();
    } finally {
      await visitor.close();
    }
    expect((await digestOf(member.id)).weekly_digest).toBe(0);
  });
});
