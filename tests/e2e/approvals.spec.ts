import { expect, test, unique } from './admin-fixtures.js';
import { latestMailTo } from './fixtures.js';

// Issue 23, approvals: a new member says why they join; the admin is mailed, opens the pending
// accounts from the mail's link, reads the answer and approves two accounts at once.

test.describe('[admin] approvals', () => {
  test('a registration with its reason reaches the admin by mail; two pending accounts approved at once', async ({
    page,
    createUser,
    signIn,
    browser,
    baseURL,
  }) => {
    test.slow(); // two browsers and a whole journey
    const tag = unique();
    const admin = await createUser({ role: 'admin', email: `admin_${tag}@contoh.my` });
    await signIn(admin);
    const first = `sebab_${tag}`;
    const second = `kedua_${tag}`;

    // A visitor registers through the form, saying why.
    const visitorContext = await browser.newContext({ baseURL });
    await visitorContext.route('https://habai.onpay.my/**', (route) =>
      route.fulfill({ body: 'sign-up site', contentType: 'text/html' }),
    );
    const visitor = await visitorContext.newPage();
    await visitor.goto('/registration/newuser');
    await visitor.getByLabel('Username').fill(first);
    await visitor.getByLabel('E-mel', { exact: true }).fill(`${first}@contoh.my`);
    await visitor.getByLabel('Kata Laluan', { exact: true }).fill('rahsia123');
    await visitor.getByLabel('Sahkan Kata Laluan').fill('rahsia123');
    await visitor.getByLabel('Jantina').selectOption('female');
    await visitor.getByLabel('Tarikh Lahir').fill('1991-06-07');
    await visitor
      .getByLabel('Kenapa anda ingin menyertai?')
      .fill('Saya peniaga kuih, mahu promosi dengan AI.');
    await visitor.getByRole('checkbox').check();
    await visitor.getByRole('button', { name: 'Daftar Akaun' }).click();
    await expect(visitor.getByText('Terima kasih kerana mendaftar!')).toBeVisible();
    await visitorContext.close();
    // A second account waiting, written straight to the database: registrations from one
    // address are limited (10 an hour), and the suite (and its repeats) shares one address.
    await createUser({ username: second, email: `${second}@contoh.my`, status: 'pending' });

    // The admin hears of the first, with the answer and the link to the pending accounts.
    const mail = await latestMailTo(admin.email!, `Pendaftaran baharu: ${first}`);
    expect(mail.text).toContain(
      'Kenapa ingin menyertai: Saya peniaga kuih, mahu promosi dengan AI.',
    );
    const link = /Semak akaun yang menunggu: (\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(/\/admin\?tab=users&status=pending$/);

    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    const users = page.getByRole('tabpanel', { name: /^Users/ });
    await expect(users.getByLabel('Status')).toHaveValue('pending');
    await users.getByRole('searchbox', { name: 'Search users' }).fill(tag);
    await expect(users.getByText('Showing 2 users', { exact: true })).toBeVisible();
    const firstRow = users.getByRole('listitem').filter({ hasText: first });
    await expect(firstRow.getByText('Saya peniaga kuih, mahu promosi dengan AI.')).toBeVisible();

    await users.getByRole('checkbox', { name: `Pilih ${first}` }).check();
    await users.getByRole('checkbox', { name: `Pilih ${second}` }).check();
    await users.getByRole('button', { name: 'Approve selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve 2 accounts?' });
    await expect(confirm).toContainText(first);
    await confirm.getByRole('button', { name: 'Confirm' }).press('Enter');
    await expect(page.getByText('2 users approved successfully')).toBeVisible();
    // Still filtered to pending: both have left the list.
    await expect(users.getByText('No users found')).toBeVisible();

    const approved = await latestMailTo(
      `${second}@contoh.my`,
      'Akaun Hab AI anda telah diluluskan',
    );
    expect(approved.text).toContain(second);
  });
});
