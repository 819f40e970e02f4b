import type { ImportRow } from '@shared/transfer';
import { TRANSFER_UI_MESSAGES as M } from './messages';

/** Rows drawn at most: a 10,000-row file is summed up above, its errors listed first. */
const SHOWN_MAX = 200;

/** The preview of an import: each row's number, name and status, its errors in red. */
export function ImportPreviewTable({ rows }: { rows: readonly ImportRow[] }) {
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
      <div className="max-h-72 overflow-auto rounded-lg border border-slate-200">
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
                          <span className="font-medium">{field}</span>: {message}
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
