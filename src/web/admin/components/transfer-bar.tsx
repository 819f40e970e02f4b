import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import type { TransferResource } from '@shared/transfer';
import { Button, buttonClass } from '../../components/ui/button';
import { exportUrl } from '../api/export-url';
import type { AdminListFilters } from '../api/get-admin-list';
import { ImportDialog } from './import-dialog';
import { TRANSFER_UI_MESSAGES as M } from './messages';

/** A form's labels by field (its other words, hints and placeholders, are never a field). */
const labelsOf = (form: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/**
 * Issue 23: a content tab's Export (CSV or JSON of its current search, a plain download) and
 * Import (a dialog that previews the file first).
 */
export function TransferBar(props: {
  resource: TransferResource;
  heading: string;
  filters: AdminListFilters;
  /** The tab's form wording: the import preview names a row's errors with its field labels. */
  formMessages: Readonly<Record<string, unknown>>;
}) {
  const [importing, setImporting] = useState(false);
  const searching = Boolean(props.filters.q);
  const link = (format: 'csv' | 'json', text: string) => (
    <a
      href={exportUrl(props.resource, format, props.filters)}
      download
      className={buttonClass({ variant: 'outline', size: 'sm' })}
    >
      <Download className="h-4 w-4" aria-hidden="true" /> {text}
      <span className="sr-only">{M.exportScope(searching)}</span>
    </a>
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {link('csv', M.exportCsv)}
      {link('json', M.exportJson)}
      <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
        <Upload className="h-4 w-4" aria-hidden="true" /> {M.import}
      </Button>
      {importing && (
        <ImportDialog
          resource={props.resource}
          heading={props.heading}
          labels={labelsOf(props.formMessages)}
          onClose={() => setImporting(false)}
        />
      )}
    </div>
  );
}
