import fs from 'node:fs/promises';
import { expect, test, unique } from './admin-fixtures.js';

// Issue 23, content in and out: the admin imports tools from a CSV file. A file with a bad row
// in the middle is refused whole (its row's error shown, nothing added); the fixed file adds
// every row; the tab's export of its search downloads them.

const csv = (rows: string[][]) =>
  ['name,category,pricing,keyFeatures', ...rows.map((r) => r.join(','))].join('\n') + '\n';

test.describe('[admin] import and export', () => {
  test('a CSV with a bad row adds nothing; the fixed file adds every row; the export has them', async ({
    page,
    openAdminTab,
  }) => {
    const tag = unique();
    const names = [`Impot ${tag} A`, `Impot ${tag} B`, `Impot ${tag} C`];
    const good = names.map((name) => [name, 'Productivity', 'Free', '"[""Pantas""]"']);
    const bad = good.map((row) => [...row]);
    bad[1]![1] = 'Kategori Tiada';

    const panel = await openAdminTab('tools');
    const choose = async (content: string) => {
      await panel.getByRole('button', { name: 'Import', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import: Manage Tools' });
      await dialog.getByLabel('Fail (.csv atau .json)').setInputFiles({
        name: 'alat.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(content),
      });
      return dialog;
    };

    // The bad row in the middle: its error shown, the import refused, nothing added.
    let dialog = await choose(csv(bad));
    await expect(dialog.getByRole('alert')).toHaveText(
      '1 baris mempunyai ralat — betulkan fail dan cuba lagi',
    );
    await expect(dialog.getByRole('row', { name: new RegExp(`^2 ${names[1]}`) })).toContainText(
      'Category: Pilih kategori daripada senarai kategori.',
    );
    await expect(dialog.getByRole('button', { name: 'Import 3 baris' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    await panel.getByLabel('Search tools').fill(`Impot ${tag}`);
    await expect(panel.getByText('No tools found')).toBeVisible();

    // The fixed file: all three rows, new.
    dialog = await choose(csv(good));
    await expect(dialog.getByText('3 baris baru, 0 pendua — sedia untuk diimport.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 3 baris' }).click();
    await expect(
      page.getByText('Import selesai: 3 ditambah, 0 dikemas kini, 0 dilangkau.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const name of names) await expect(panel.getByText(name, { exact: true })).toBeVisible();

    // The export of the current search downloads the three.
    const download = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Eksport CSV (hasil carian semasa)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^hab-ai-tools-\d{4}-\d\d-\d\d\.csv$/);
    const text = await fs.readFile((await file.path())!, 'utf8');
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(4);
    for (const name of names) expect(text).toContain(`${name},`);
  });
});
