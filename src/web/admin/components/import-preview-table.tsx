import type { ImportRow } from '@shared/transfer';
import { TRANSFER_UI_MESSAGES as M } from './messages';
import { defineMessages } from '@shared/i18n/define-messages';

/** Rows drawn at most: a 10,000-row file is summed up above, its errors listed first. */
const SHOWN_MAX = 200;

export const IMPORT_PREVIEW_MESSAGES = defineMessages('IMPORT_PREVIEW_MESSAGES', {
  region: 'Baris fail import',
  /** The error of a row as a whole. */
  wholeRow: 'Baris',
} as const);

/** `keyFeatures` as `Key features`: a field with no label in the form. */
const readable = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * An error's field named as the form labels it: `resources.0.url` is `Resources 1 › Url`,
 * `row` the row as a whole.
 */
export function fieldName(path: string, labels: Readonly<Record<string, string>> = {}) {
  if (path === 'row') return IMPORT_PREVIEW_MESSAGES.wholeRow;
  return path
    .split('.')
    .map((part) =>
      /^\d+$/.test(part) ? String(Number(part) + 1) : (labels[part] ?? readable(part)),
    )
    .join(' › ')
    .replace(/ › (\d+)/g, ' $1');
}

/** The preview of an import: each row's number, name and status, its errors in red. */
export function ImportPreviewTable({
  rows,
  labels,
}: {
  rows: readonly ImportRow[];
  labels?: Readonly<Record<string, string>>;
}) {
  const ordered = [
    ...rows.filter((r) => r.status === 'invalid'),
    ...rows.filter((r) => r.status !== 'invalid'),
  ];
  const shown = ordered.slice(0, SHOWN_MAX);
  return (
    <div className="space-y-1">
      {rows.length > SHOWN_MAX && (
        <p className="text-xs text-slate-600">{M.shown(SHOWN_MAX, rows.length)}</p>
      )}
      {/* Scrolled by keyboard too: the region itself takes focus. */}
      <div
        role="region"
        aria-label={IMPORT_PREVIEW_MESSAGES.region}
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2">
                {M.row}
              </th>
              <th scope="col" className="px-3 py-2">
                {M.name}
              </th>
              <th scope="col" className="px-3 py-2">
                {M.status}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 tabular-nums">{row.row}</td>
                <td className="break-words px-3 py-2">{row.name || '—'}</td>
                <td className="px-3 py-2">
                  {row.status === 'invalid' ? (
                    <ul className="space-y-0.5 text-red-700">
                      {Object.entries(row.errors).map(([field, message]) => (
                        <li key={field}>
                          <span className="font-medium">{fieldName(field, labels)}</span>: {message}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    M.statuses[row.status]
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
