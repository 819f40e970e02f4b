import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  TRANSFER_MESSAGES,
  type DuplicateChoice,
  type ImportPreviewResponse,
  type TransferFormat,
  type TransferResource,
} from '@shared/transfer';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { messageOf } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useImportContent, usePreviewImport } from '../api/import-content';
import { ImportPreviewTable } from './import-preview-table';
import { TRANSFER_UI_MESSAGES as M } from './messages';
import { defineMessages } from '@shared/i18n/define-messages';

interface ChosenFile {
  format: TransferFormat;
  content: string;
}

const formatOf = (name: string): TransferFormat | null => {
  const extension = name.toLowerCase().split('.').pop();
  return extension === 'csv' || extension === 'json' ? extension : null;
};

/** The file's text (FileReader: read alike by every browser, and by jsdom in the tests). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/** Words of this dialog not in TRANSFER_UI_MESSAGES. */
export const IMPORT_DIALOG_MESSAGES = defineMessages('IMPORT_DIALOG_MESSAGES', {
  unreadable: 'Fail ini tidak dapat dibaca. Pilih fail itu sekali lagi.',
  updateNote:
    'Kemas kini mengubah hanya medan yang ada dalam fail; medan lain item itu kekal. Setiap pendua disemak seperti borang suntingannya.',
} as const);

/**
 * Issue 23: choose a file, see every row checked (new, duplicate or its errors), choose what
 * happens to duplicates (the rows checked again as that choice would write them), then import
 * all rows at once; refused while any row has an error.
 */
export function ImportDialog(props: {
  resource: TransferResource;
  heading: string;
  /** The tab form's field labels, to name the fields of the rows' errors. */
  labels?: Readonly<Record<string, string>>;
  onClose: () => void;
}) {
  const fileId = useId();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<DuplicateChoice>('skip');
  const preview = usePreviewImport(props.resource);
  const commit = useImportContent(props.resource);
  const result: ImportPreviewResponse | undefined = file ? preview.data : undefined;
  // The latest file chosen: one read or checked before it, finishing later, is dropped.
  const latest = useRef(0);

  const check = (next: ChosenFile, choice: DuplicateChoice) => {
    const id = latest.current;
    preview.mutate(
      { ...next, duplicates: choice },
      { onError: (error) => id === latest.current && setFileError(messageOf(error)) },
    );
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    const id = (latest.current += 1);
    setFile(null);
    setFileError(null);
    preview.reset();
    if (!chosen) return;
    const format = formatOf(chosen.name);
    if (!format) return setFileError(M.wrongType);
    let content: string;
    try {
      content = await readText(chosen);
    } catch {
      if (id === latest.current) setFileError(IMPORT_DIALOG_MESSAGES.unreadable);
      return;
    }
    if (id !== latest.current) return;
    const next = { format, content };
    setFile(next);
    check(next, duplicates);
  };

  const chooseDuplicates = (choice: DuplicateChoice) => {
    setDuplicates(choice);
    setFileError(null);
    if (file) check(file, choice);
  };

  const submit = async () => {
    if (!file) return;
    try {
      const done = await commit.mutateAsync({ ...file, duplicates });
      toast.success(M.done(done.created, done.updated, done.skipped));
      props.onClose();
    } catch (error) {
      toast.error(M.failed, { description: messageOf(error) });
    }
  };

  const invalid = result?.counts.invalid ?? 0;
  const ready = result !== undefined && invalid === 0 && !preview.isPending && !commit.isPending;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !commit.isPending && props.onClose()}
      title={M.title(props.heading)}
      description={M.description}
      className="max-w-3xl"
    >
      <div className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-medium">
            {M.file}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(event) => void choose(event)}
            disabled={commit.isPending}
            className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
          />
        </div>
        <div aria-live="polite" className="text-sm">
          {preview.isPending && <p>{M.checking}</p>}
          {result && invalid === 0 && (
            <p>{M.summary(result.counts.new, result.counts.duplicate)}</p>
          )}
        </div>
        {fileError && (
          <p role="alert" className="text-sm text-red-700">
            {fileError}
          </p>
        )}
        {result && invalid > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {TRANSFER_MESSAGES.rowsInvalid(invalid)}
          </p>
        )}
        {result && <ImportPreviewTable rows={result.rows} labels={props.labels} />}
        {result && (result.counts.duplicate > 0 || duplicates === 'update') && (
          <fieldset className="space-y-1 text-sm">
            <legend className="font-medium">{M.duplicates}</legend>
            {(['skip', 'update'] as const).map((choice) => (
              <label key={choice} className="mr-4 inline-flex items-center gap-2">
                <input
                  type="radio"
                  name={`${fileId}-duplicates`}
                  value={choice}
                  checked={duplicates === choice}
                  onChange={() => chooseDuplicates(choice)}
                />
                {choice === 'skip' ? M.skip : M.update}
              </label>
            ))}
            <p className="text-xs text-slate-600">{IMPORT_DIALOG_MESSAGES.updateNote}</p>
          </fieldset>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={props.onClose} disabled={commit.isPending}>
            {M.cancel}
          </Button>
          <Button onClick={() => void submit()} disabled={!ready}>
            {commit.isPending ? M.importing : result ? M.submit(result.rows.length) : M.import}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
