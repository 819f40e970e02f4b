import { demoItem, expect, fillLogin, test } from './fixtures.js';

test.describe('[member] dashboard', () => {
  test('favourites, statuses and a remark show as progress and streak, for this member only', async ({
    page,
    createUser,
    signIn,
  }) => {
    test.slow();
    const member = await createUser();
    await signIn(member);
    const tool = await demoItem(page, 'tools');
    const tutorial = await demoItem(page, 'tutorials');

    // A new member is told where to start.
    await page.goto('/dashboard');
    await expect(page.getByText('Belum ada kemajuan lagi')).toBeVisible();
    await expect(page.getByText('0 hari', { exact: true })).toBeVisible();
    await expect(page.getByText('Kelas langsung setiap Selasa, 9 malam')).toBeVisible();

    await page.goto(`/tools/${tool.id}`);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Ditambah ke kegemaran')).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Sudah Cuba' });
    // Saved once the select is no longer busy (it shows the choice while it is on its way).
    await expect(page.getByLabel('Status')).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: 'Tambah catatan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Catatan peribadi' });
    await dialog.getByLabel('Catatan').fill('Guna untuk draf e-mel');
    await dialog.getByRole('button', { name: 'Simpan catatan' }).click();
    await expect(page.getByText('Catatan dikemaskini')).toBeVisible();
    await expect(page.getByText('Guna untuk draf e-mel')).toBeVisible();

    await page.goto(`/learning/${tutorial.id}`);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Ditambah ke kegemaran')).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Selesai' });
    await expect(page.getByLabel('Status')).toHaveValue('completed');
    await expect(page.getByLabel('Status')).toHaveAttribute('aria-busy', 'false');

    const seeDashboard = async () => {
      const tools = page.getByRole('region', { name: 'Alat AI kegemaran' });
      await expect(tools.getByRole('link', { name: tool.name })).toBeVisible();
      await expect(tools.getByText('Sudah Cuba')).toBeVisible();
      await expect(tools.getByText('Guna untuk draf e-mel')).toBeVisible();
      const tutorials = page.getByRole('region', { name: 'Tutorial kegemaran' });
      await expect(tutorials.getByRole('link', { name: tutorial.name })).toBeVisible();
      await expect(tutorials.getByText('Selesai')).toBeVisible();
      const progress = (name: string) => page.getByRole('progressbar', { name });
      await expect(progress('Tutorial selesai')).toHaveAttribute('aria-valuenow', '100');
      await expect(progress('Alat AI dicuba')).toHaveAttribute(
        'aria-valuetext',
        '100% (1 daripada 1)',
      );
      // Issue 33: no workflow saved says so, not '0% · 0 daripada 0'.
      await expect(progress('Workflow dicuba')).toHaveCount(0);
      await expect(page.getByText('Tiada workflow dalam kegemaran anda')).toBeVisible();
      await expect(page.getByText('1 hari', { exact: true })).toBeVisible();
      // Issue 21: the longest streak beside it.
      await expect(page.getByText('Streak terpanjang: 1 hari')).toBeVisible();
      await expect(page.getByText('Hebat! Anda sudah belajar hari ini.')).toBeVisible();
    };
    await page.goto('/dashboard');
    await seeDashboard();
    await page.reload();
    await seeDashboard();

    // A new session (sign out, sign in through the form) sees the same figures.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await fillLogin(page, member.username, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await seeDashboard();

    // "Lihat semua" under a favourites section opens that list with the saved items only (issue 19).
    await page
      .getByRole('region', { name: 'Alat AI kegemaran' })
      .getByRole('link', { name: 'Lihat semua (Alat AI kegemaran)' })
      .click();
    await expect(page).toHaveURL(/\/tools\?saved=1$/);
    const savedOnly = page.getByRole('checkbox', { name: 'Disimpan sahaja' });
    await expect(savedOnly).toBeChecked();
    await expect(page.getByText('Showing 1 tool', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: tool.name }).first()).toBeVisible();
    await savedOnly.uncheck();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByText('Showing 1 tool', { exact: true })).toHaveCount(0);
    await page.goto('/dashboard');

    // The Community button opens the learning path: the admin's tutorials in order, or its
    // empty text when none is set.
    const learningPath = await page.request.get('/api/learning-path');
    expect(learningPath.status()).toBe(200);
    const { items: pathItems } = (await learningPath.json()) as { items: { title: string }[] };
    await page.getByRole('button', { name: 'Community' }).click();
    const community = page.getByRole('dialog', { name: 'Community' });
    if (pathItems.length === 0) {
      await expect(
        community.getByText('Tiada tutorial pembelajaran ditetapkan lagi'),
      ).toBeVisible();
    } else {
      const steps = community.getByRole('list', { name: 'Laluan pembelajaran' }).getByRole('link');
      await expect(steps).toHaveCount(pathItems.length);
      await expect(steps.first()).toContainText(pathItems[0]!.title);
      await expect(steps.first()).toContainText('mula di sini');
    }
    await page.keyboard.press('Escape');
    await expect(community).toBeHidden();

    // Another member's dashboard shows none of it.
    await page.context().clearCookies();
    await signIn(await createUser());
    await page.goto('/dashboard');
    await expect(page.getByText('Belum ada kemajuan lagi')).toBeVisible();
    await expect(page.getByText('0 hari', { exact: true })).toBeVisible();
    await expect(page.getByText('Guna untuk draf e-mel')).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: 'Alat AI kegemaran' })
        .getByRole('link', { name: tool.name }),
    ).toHaveCount(0);
  });

  test('copying a prompt starts the streak; a favourite prompt leaves the dashboard by its heart', async ({
    page,
    context,
    createUser,
    signIn,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(await createUser());
    const prompt = await demoItem(page, 'prompts');

    // A copy is activity (docs/product.md#progress-and-streak), so a new member's streak starts with it.
    await page.goto(`/prompt/${prompt.id}`);
    const recorded = page.waitForResponse((r) =>
      r.url().endsWith(`/api/prompts/${prompt.id}/copy`),
    );
    await page.getByRole('button', { name: 'Salin', exact: true }).click();
    // A prompt with blanks (issue 33: the demo prompts have them) asks for them first.
    const { promptText } = (await (await page.request.get(`/api/prompts/${prompt.id}`)).json()) as {
      promptText: string;
    };
    if (promptText.includes('${')) {
      const form = page.getByRole('dialog', { name: `Isi tempat kosong: ${prompt.title}` });
      await expect(form).toBeVisible();
      for (const box of await form.getByRole('textbox').all()) await box.fill('Kuih Bahulu');
      await form.getByRole('button', { name: 'Salin', exact: true }).click();
    }
    expect((await recorded).status()).toBe(204);
    await page.goto('/dashboard');
    await expect(page.getByText('1 hari', { exact: true })).toBeVisible();
    await expect(page.getByText('Hebat! Anda sudah belajar hari ini.')).toBeVisible();

    await page.goto('/prompt');
    await page.getByRole('button', { name: `Kegemaran: ${prompt.title}` }).click();
    await expect(page.getByText('Added to favorites')).toBeVisible();

    await page.goto('/dashboard');
    const prompts = page.getByRole('region', { name: 'Prompt kegemaran' });
    await expect(prompts.getByRole('link', { name: prompt.title })).toBeVisible();
    const heart = prompts.getByRole('button', { name: `Kegemaran: ${prompt.title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(prompts.getByRole('link', { name: prompt.title })).toHaveCount(0);
    // Nothing saved any more: one friendly box says how (issue 19).
    await expect(page.getByRole('region', { name: 'Belum ada kegemaran lagi' })).toContainText(
      'ikon hati pada prompt',
    );
  });
});
