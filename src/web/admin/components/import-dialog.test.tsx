// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreviewResponse } from '@shared/transfer';
import { adminKeys } from '../../lib/query-keys';
import { page, stubApi, writes } from '../../lib/test-api';
import { TOOLS_ADMIN_MESSAGES } from '../../features/tools/admin/messages';
import { renderAdmin, setupAdminTests } from '../test-utils';
import { crudLabels } from './messages';
import { CrudTab } from './crud-tab';

setupAdminTests();
// The FileReader stand-ins of a test end with it.
afterEach(() => vi.restoreAllMocks());

const PREVIEW_BAD: ImportPreviewResponse = {
  rows: [
    { row: 1, name: 'Alat Satu', status: 'new', errors: {} },
    { row: 2, name: '', status: 'invalid', errors: { name: 'Name is required' } },
    { row: 3, name: 'ChatGPT', status: 'duplicate', errors: {} },
  ],
  counts: { new: 1, duplicate: 1, invalid: 1 },
};
const PREVIEW_GOOD: ImportPreviewResponse = {
  rows: [
    { row: 1, name: 'Alat Satu', status: 'new', errors: {} },
    { row: 2, name: 'ChatGPT', status: 'duplicate', errors: {} },
  ],
  counts: { new: 1, duplicate: 1, invalid: 0 },
};

type Preview = ImportPreviewResponse | ((body: { content: string }) => ImportPreviewResponse);

function renderTools(preview: Preview) {
  const requests = stubApi({
    'GET /api/admin/tools': () => page([]),
    'POST /api/admin/tools/import/preview': (request) =>
      typeof preview === 'function' ? preview(request.body as { content: string }) : preview,
    'POST /api/admin/tools/import': () => ({ created: 1, updated: 1, skipped: 0 }),
  });
  const labels = crudLabels('Tool', 'tools');
  const view = renderAdmin(
    <CrudTab
      resource="tools"
      labels={labels}
      itemName={() => ''}
      renderItem={() => null}
      formMessages={TOOLS_ADMIN_MESSAGES.form}
    />,
  );
  return { requests, ...view };
}

const csvFile = (text: string, name = 'alat.csv') => new File([text], name, { type: 'text/csv' });

async function chooseFile(file: File) {
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import: Manage Tools' });
  fireEvent.change(within(dialog).getByLabelText('Fail (.csv atau .json)'), {
    target: { files: [file] },
  });
  return { dialog };
}

describe('Import dialog (issue 23)', () => {
  it('offers the current search as CSV and JSON downloads', async () => {
    renderTools(PREVIEW_GOOD);
    const csv = screen.getByRole('link', { name: 'Eksport CSV (semua)' });
    expect(csv.getAttribute('href')).toBe('/api/admin/tools/export?format=csv');
    fireEvent.change(screen.getByLabelText('Search tools'), { target: { value: 'chat' } });
    await waitFor(() =>
      expect(
        screen
          .getByRole('link', { name: 'Eksport JSON (hasil carian semasa)' })
          .getAttribute('href'),
      ).toBe('/api/admin/tools/export?q=chat&format=json'),
    );
  });

  it("shows each row's status and errors, and will not import while a row is wrong", async () => {
    const { requests } = renderTools(PREVIEW_BAD);
    const { dialog } = await chooseFile(csvFile('name,category\nAlat Satu,Productivity\n'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '1 baris mempunyai ralat — betulkan fail dan cuba lagi',
    );
    const rows = within(dialog).getAllByRole('row').slice(1);
    // Rows with errors first.
    expect(rows.map((r) => r.textContent)).toEqual([
      '2—Name: Name is required',
      '1Alat SatuBaru',
      '3ChatGPTPendua',
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Import 3 baris' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    const sent = writes(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      format: 'csv',
      content: 'name,category\nAlat Satu,Productivity\n',
      duplicates: 'skip',
    });
  });

  it('imports with the duplicates choice, says the counts and refreshes the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const { requests, client } = renderTools(PREVIEW_GOOD);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { dialog } = await chooseFile(
      new File(['[{"name":"Alat Satu"}]'], 'alat.json', { type: 'application/json' }),
    );
    await within(dialog).findByText('1 baris baru, 1 pendua — sedia untuk diimport.');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Kemas kini' }));
    // Checked again as an update would write the duplicates.
    await waitFor(() =>
      expect(writes(requests).at(-1)!.body).toEqual({
        format: 'json',
        content: '[{"name":"Alat Satu"}]',
        duplicates: 'update',
      }),
    );
    const submit = await within(dialog).findByRole('button', { name: 'Import 2 baris' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Import selesai: 1 ditambah, 1 dikemas kini, 0 dilangkau.',
      ),
    );
    expect(writes(requests).at(-1)!.body).toEqual({
      format: 'json',
      content: '[{"name":"Alat Satu"}]',
      duplicates: 'update',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.resource('tools').all });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a file that is neither CSV nor JSON without sending it', async () => {
    const { requests } = renderTools(PREVIEW_GOOD);
    const { dialog } = await chooseFile(csvFile('x', 'alat.xlsx'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Pilih fail .csv atau .json.',
    );
    expect(writes(requests)).toEqual([]);
  });

  it('names the errors by the form labels, in a region the keyboard can scroll', async () => {
    renderTools({
      rows: [
        {
          row: 1,
          name: 'Alat',
          status: 'invalid',
          errors: { keyFeatures: 'Salah', 'resources.0.url': 'Bukan URL', row: 'Bukan objek' },
        },
      ],
      counts: { new: 0, duplicate: 0, invalid: 1 },
    });
    const { dialog } = await chooseFile(csvFile('name\nAlat\n'));
    const region = await within(dialog).findByRole('region', { name: 'Baris fail import' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Key Features: Salah', 'Resources 1 › Url: Bukan URL', 'Baris: Bukan objek']);
  });

  it('shows the last file chosen, even when an earlier one is read later', async () => {
    const read = FileReader.prototype.readAsText;
    // Releases the first file's read and resolves once the dialog has been told it is read.
    let releaseBig: () => Promise<void> = async () => {};
    vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (
      this: FileReader,
      blob: Blob,
    ) {
      if ((blob as File).name !== 'besar.csv') return read.call(this, blob);
      releaseBig = () =>
        new Promise((resolve) => {
          this.addEventListener('loadend', () => resolve(), { once: true });
          read.call(this, blob);
        });
    });
    // A duplicate, so the dialog offers the choice of what happens to duplicates.
    const one = (name: string): ImportPreviewResponse => ({
      rows: [{ row: 1, name, status: 'duplicate', errors: {} }],
      counts: { new: 0, duplicate: 1, invalid: 0 },
    });
    const { requests } = renderTools((body) => one(body.content.split('\n')[1]!));
    const { dialog } = await chooseFile(csvFile('name\nBesar\n', 'besar.csv'));
    fireEvent.change(within(dialog).getByLabelText('Fail (.csv atau .json)'), {
      target: { files: [csvFile('name\nKecil\n', 'kecil.csv')] },
    });
    await within(dialog).findByText('Kecil');
    await releaseBig();
    // The first file is read now. A later step the person takes is checked against the file
    // they chose last: had the late read been taken, its check would have gone out before it.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Kemas kini' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    expect(writes(requests).map((r) => r.body)).toEqual([
      { format: 'csv', content: 'name\nKecil\n', duplicates: 'skip' },
      { format: 'csv', content: 'name\nKecil\n', duplicates: 'update' },
    ]);
    expect(within(dialog).queryByText('Besar')).toBeNull();
  });

  it('says so when the file cannot be read', async () => {
    vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    const { requests } = renderTools(PREVIEW_GOOD);
    const { dialog } = await chooseFile(csvFile('name\nx\n'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Fail ini tidak dapat dibaca. Pilih fail itu sekali lagi.',
    );
    expect(writes(requests)).toEqual([]);
  });
});
