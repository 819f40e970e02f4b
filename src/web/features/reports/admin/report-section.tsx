import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { REPORTS_MESSAGES as M } from './messages';
import type * as Charts from './report-charts';

// The parts every section of the Laporan tab shares: a titled region, its table (the accessible
// source of truth) or the empty state, and its chart, whose code loads only here and now.

type Chart<K extends 'TopChart' | 'WeeksChart'> = ComponentType<ComponentProps<(typeof Charts)[K]>>;
const nothing = () => null;

/** chart.js comes with the tab; if it cannot load (offline), the tables stand alone. */
const charts = (): Promise<{ TopChart: Chart<'TopChart'>; WeeksChart: Chart<'WeeksChart'> }> =>
  import('./report-charts').catch(() => ({ TopChart: nothing, WeeksChart: nothing }));
export const TopChart = lazy(() => charts().then((m) => ({ default: m.TopChart })));
export const WeeksChart = lazy(() => charts().then((m) => ({ default: m.WeeksChart })));

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Counts are right-aligned, to compare at a glance. */
  numeric?: boolean;
}

export function ReportSection<T>({
  id,
  title,
  hint,
  rows,
  rowKey,
  columns,
  chart,
}: {
  id: string;
  title: string;
  hint: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: Column<T>[];
  chart?: ReactNode;
}) {
  const heading = `report-${id}`;
  return (
    <section aria-labelledby={heading}>
      <Card className="h-full p-4">
        <h3 id={heading} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-sm text-slate-600">{hint}</p>
        {rows.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{M.empty}</p>
        ) : (
          <>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-xs uppercase text-slate-500">
                  <tr>
                    {columns.map((c) => (
                      <th
                        key={c.header}
                        scope="col"
                        className={c.numeric ? 'py-1 pr-2 text-right' : 'py-1 pr-2'}
                      >
                        {c.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={rowKey(row)} className="border-t border-slate-100">
                      {columns.map((c) => (
                        <td
                          key={c.header}
                          className={
                            c.numeric
                              ? 'py-1 pr-2 text-right tabular-nums'
                              : 'py-1 pr-2 break-words'
                          }
                        >
                          {c.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {chart && (
              <div className="mt-4">
                <Suspense fallback={null}>{chart}</Suspense>
              </div>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
