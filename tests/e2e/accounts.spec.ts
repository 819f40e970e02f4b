import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../../src/shared/account.js';
import {
  expect,
  fillLogin,
  latestMailTo,
  openLandingSignup,
  sendLandingSignup,
  test,
  withDb,
} from './fixtures.js';

const unique = () => randomUUID().slice(0, 8);

test.describe('[accounts] registration and approval', () => {
  test('registers, is refused while pending, signs in once approved, signs out', async ({
    page,
    context,
  }) => {
    const username = `daftar_${unique()}`;
    const email = `${username}@contoh.my`;
    // Issue 19: the landing page shows people who have paid the way to register (issue 33:
    // 'Sudah bayar? Daftar di sini', first).
    await page.goto('/landing');
    await page.getByRole('link', { name: 'Sudah bayar? Daftar di sini' }).first().click();
    await expect(page).toHaveURL(/\/registration\/newuser$/);
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

    // Passwords differ and terms not ticked: the first rule broken in docs/product.md#limits's order (match
    // before terms), nothing sent.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('E-mel', { exact: true }).fill(email);
    await page.getByLabel('Kata Laluan', { exact: true }).fill('rahsia123');
    await page.getByLabel('Sahkan Kata Laluan').fill('rahsia124');
    await page.getByLabel('Jantina').selectOption('female');
    await page.getByLabel('Tarikh Lahir').fill('1995-06-15');
    await page.getByRole('button', { name: 'Daftar Akaun' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Passwords do not match.' }),
    ).toBeVisible();
    await expect(page.getByText('Validation Error')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please agree to the terms and conditions.' }),
    ).toHaveCount(0);
    await page.getByLabel('Sahkan Kata Laluan').fill('rahsia123');
    await page.getByRole('button', { name: 'Daftar Akaun' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please agree to the terms and conditions.' }),
    ).toBeVisible();

    await page.getByRole('checkbox').check();
    // The welcome page (REGISTRATION_WELCOME_URL, issue 33) is outside this closed network:
    // answer for it.
    await context.route('https://selamat-datang.habai.example/**', (route) =>
      route.fulfill({ body: 'welcome page', contentType: 'text/html' }),
    );
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Daftar Akaun' }).click();
    await expect(page.getByText('Terima kasih kerana mendaftar!')).toBeVisible();
    await expect(page.getByText('Butiran anda akan dihantar ke email')).toBeVisible();
    expect((await popup).url()).toContain('selamat-datang.habai.example');
    // The form gives way to what happens next.
    const waiting = page.getByRole('region', { name: 'Akaun anda sedang menunggu kelulusan' });
    await expect(waiting.getByRole('listitem')).toHaveText([
      /Akaun didaftarkan/,
      /Admin menyemak akaun anda/,
      /Log masuk dan mula belajar/,
    ]);
    await expect(waiting).toContainText(`E-mel selamat datang telah dihantar ke ${email}`);
    await expect(page.getByLabel('Username')).toHaveCount(0);
    const welcome = await latestMailTo(email);
    expect(welcome.subject).toBe('Selamat datang ke Hab AI');

    // Signing in while pending is a notice of where the account stands, not an error.
    await waiting.getByRole('link', { name: 'Ke halaman utama' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await fillLogin(page, username, 'rahsia123');
    const notice = page.getByRole('status').filter({ hasText: 'menunggu kelulusan' });
    await expect(notice).toContainText('Akaun anda sedang menunggu kelulusan admin.');
    await expect(notice).toContainText('Anda akan menerima e-mel sebaik sahaja');
    await expect(page.getByText('Login Failed')).toHaveCount(0);
    await expect(page).toHaveURL(/\/landing$/);

    await withDb((db) =>
      db
        .updateTable('users')
        .set({ status: 'approved' })
        .where('username', '=', username)
        .execute(),
    );
    await fillLogin(page, username, 'rahsia123');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('a taken username is refused and nothing is created', async ({ page, createUser }) => {
    const taken = await createUser({ email: `asal_${unique()}@contoh.my` });
    await page.goto('/registration/newuser');
    await page.getByLabel('Username').fill(taken.username.toUpperCase());
    await page.getByLabel('E-mel', { exact: true }).fill(`baru_${unique()}@contoh.my`);
    await page.getByLabel('Kata Laluan', { exact: true }).fill('rahsia123');
    await page.getByLabel('Sahkan Kata Laluan').fill('rahsia123');
    await page.getByLabel('Jantina').selectOption('male');
    await page.getByLabel('Tarikh Lahir').fill('1990-01-01');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Daftar Akaun' }).click();
    await expect(page.getByText('Registration Failed')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.usernameTaken }),
    ).toBeVisible();
  });

  test('the landing sign-up form sends the browser to the order form and creates nothing', async ({
    page,
  }) => {
    await page.route('https://habai.onpay.my/**', (route) =>
      route.fulfill({ body: '<h1>Borang Pesanan</h1>', contentType: 'text/html' }),
    );
    const username = `calon_${unique()}`;
    const writes: string[] = [];
    page.on('request', (r) => r.method() !== 'GET' && writes.push(r.url()));
    const form = await openLandingSignup(page);
    await sendLandingSignup(form, username, '123');
    await expect(
      form.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters long.' }),
    ).toBeVisible();
    await sendLandingSignup(form, username, 'rahsia123');
    await expect(page).toHaveURL(/habai\.onpay\.my\/order/);
    await expect(page.getByRole('heading', { name: 'Borang Pesanan' })).toBeVisible();
    const created = await withDb((db) =>
      db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst(),
    );
    expect(created).toBeUndefined();
    expect(writes.filter((url) => url.includes('/api/'))).toEqual([]);
  });
});

test.describe('[accounts] passwords', () => {
  test('forgot password: mail, reset, sign in with the new password; the link works once', async ({
    page,
    createUser,
  }) => {
    test.slow(); // a whole journey: mail, reset, the profile, two sign-ins
    const email = `lupa_${unique()}@contoh.my`;
    const user = await createUser({ email });
    await page.goto('/landing');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('textbox', { name: 'E-mel' }).fill('bukan-emel');
    await page.getByRole('button', { name: 'Hantar Pautan Reset' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email address' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mel' }).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Hantar Pautan Reset' }).click();
    await expect(page.getByRole('heading', { name: 'Semak e-mel anda' })).toBeVisible();

    const mail = await latestMailTo(email);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Kata laluan baharu', { exact: true }).fill('baharu123');
    await page.getByLabel('Sahkan kata laluan baharu').fill('baharu124');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText("Passwords Don't Match")).toBeVisible();
    await page.getByLabel('Sahkan kata laluan baharu').fill('baharu123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    // The link proved the mailbox: the member is signed in, in recovery mode (issue 11), and the
    // profile opens with the recovery notice; the email changes there without the old password.
    await expect(page).toHaveURL(/\/dashboard$/);
    const dialog = page.getByRole('dialog', { name: 'Edit Profil' });
    await expect(dialog.getByText('mod pemulihan kata laluan', { exact: false })).toBeVisible();
    await dialog.getByLabel('E-mel', { exact: true }).fill(`pulih_${email}`);
    await expect(dialog.getByLabel('Kata laluan semasa')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Profile updated successfully!')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/landing$/);

    await fillLogin(page, user.username, user.password);
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await fillLogin(page, user.username, 'baharu123');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('find email shows the masked address', async ({ page, createUser }) => {
    const user = await createUser({ email: `siti_${unique()}@contoh.my` });
    await page.goto('/forgot-password');
    await page.getByRole('tab', { name: 'Find Email' }).click();
    await page.getByLabel('Username').fill('ab');
    await page.getByRole('button', { name: 'Cari E-mel' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Username must be at least 3 characters' }),
    ).toBeVisible();
    await page.getByLabel('Username').fill(user.username);
    await page.getByRole('button', { name: 'Cari E-mel' }).click();
    await expect(page.getByText('si***@contoh.my')).toBeVisible();
    await page.getByLabel('Username').fill('tiada_sesiapa_xyz');
    await page.getByRole('button', { name: 'Cari E-mel' }).click();
    await expect(page.getByText('Username Not Found')).toBeVisible();
  });

  test('a flagged account must set a new password; clicking outside does not close the dialog', async ({
    page,
    createUser,
  }) => {
    const user = await createUser({ password_reset_required: 1 });
    await page.goto('/landing');
    await fillLogin(page, user.username, user.password);
    const dialog = page.getByRole('dialog', { name: 'Tukar Kata Laluan' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Kata laluan baharu', { exact: true }).fill('123');
    await dialog.getByRole('button', { name: 'Simpan & Log Masuk' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters' }),
    ).toBeVisible();
    await dialog.getByLabel('Kata laluan baharu', { exact: true }).fill('baharu123');
    await dialog.getByLabel('Sahkan kata laluan baharu').fill('baharu12');
    await dialog.getByRole('button', { name: 'Simpan & Log Masuk' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Passwords do not match' }),
    ).toBeVisible();
    await dialog.getByLabel('Sahkan kata laluan baharu').fill('baharu123');
    await dialog.getByRole('button', { name: 'Simpan & Log Masuk' }).click();
    await expect(
      page.getByText('Kata laluan berjaya dikemas kini.', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const flag = await withDb((db) =>
      db
        .selectFrom('users')
        .select('password_reset_required')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow(),
    );
    expect(flag.password_reset_required).toBe(0);
  });

  test('edit profile updates the name and email; recovery links open it with a notice', async ({
    page,
    member,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Edit Profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profil' });
    await expect(dialog.getByText('Anda belum menetapkan e-mel.', { exact: false })).toBeVisible();
    await dialog.getByLabel('Nama Paparan').fill('Cikgu Baharu');
    await dialog.getByLabel('E-mel', { exact: true }).fill(`${member.username}@contoh.my`);
    await dialog.getByLabel('Kata laluan baharu (pilihan)').fill('12345');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters' }),
    ).toBeVisible();
    await dialog.getByLabel('Kata laluan baharu (pilihan)').fill('');
    // A new email asks for the current password (issue 11): a wrong one is refused on its field.
    const current = dialog.getByLabel('Kata laluan semasa');
    await current.fill('bukan-kata-laluan');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText(ACCOUNT_MESSAGES.currentPasswordWrong).first()).toBeVisible();
    await current.fill(member.password);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Profile updated successfully!')).toBeVisible();
    await expect(current).toHaveCount(0);
    await expect(page.getByText('Profil berjaya dikemaskini')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Cikgu Baharu')).toBeVisible();

    await page.goto('/tools');
    await page.goto('/dashboard#type=recovery&access_token=x');
    await expect(
      page
        .getByRole('dialog', { name: 'Edit Profil' })
        .getByText('mod pemulihan kata laluan', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('[admin] sign-in', () => {
  test('an admin signs in at /admin-login; a member is refused there', async ({
    page,
    createUser,
  }) => {
    const member = await createUser();
    await page.goto('/admin-login');
    await page.getByLabel('E-mel atau Username Admin').fill(member.username);
    await page.getByLabel('Admin Password').fill(member.password);
    await page.getByRole('button', { name: 'Log Masuk Admin' }).click();
    await expect(page.getByText('Admin Login Failed')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(
      page.getByRole('link', { name: 'Forgot your admin credentials?' }),
    ).toHaveAttribute('href', '/forgot-password');

    const admin = await createUser({ role: 'admin' });
    await page.getByLabel('E-mel atau Username Admin').fill(admin.username);
    await page.getByLabel('Admin Password').fill(admin.password);
    await page.getByRole('button', { name: 'Log Masuk Admin' }).click();
    await expect(page.getByText('Welcome to the admin panel!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  });

  test('an admin sign-in that never reaches the server says Login Error', async ({ page }) => {
    await page.route('**/api/auth/admin-login', (route) => route.abort('connectionfailed'));
    await page.goto('/admin-login');
    await page.getByLabel('E-mel atau Username Admin').fill('admin');
    await page.getByLabel('Admin Password').fill('rahsia123');
    await page.getByRole('button', { name: 'Log Masuk Admin' }).click();
    await expect(page.getByText('Login Error')).toBeVisible();
    await expect(page.getByText('An unexpected error occurred. Please try again.')).toBeVisible();
    await expect(page.getByText('Admin Login Failed')).toBeHidden();
  });

  test('an admin signing in by username on /landing goes to /admin', async ({
    page,
    createUser,
  }) => {
    const admin = await createUser({ role: 'admin' });
    await page.goto('/landing');
    await fillLogin(page, admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
  });
});
