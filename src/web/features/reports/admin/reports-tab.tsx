import { Link, useSearchParams } from 'react-router';
import {
  DEFAULT_REPORT_DAYS,
  REPORT_PERIODS,
  type ReportItem,
  type ReportKind,
  type ReportsResponse,
  type UnfinishedWorkflow,
} from '@shared/reports';
import { FilterSelect } from '../../../components/list/filter-select';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { dateAndTime, dayMonthYear } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useReports } from './api/get-reports';
import { REPORTS_MESSAGES as M } from './messages';
import { ReportSection, TopChart, WeeksChart, type Column } from './report-section';

/** Each kind's page, where an item in a report leads. */
const PAGE_OF: Record<ReportKind, (id: string) => string> = {
  tool: paths.tool,
  tutorial: paths.tutorial,
  workflow: paths.workflow,
  prompt: paths.prompt,
};

const PERIODS = REPORT_PERIODS.map((days) => ({ value: String(days), label: M.days(days) }));

/** The period in the address (/admin?tab=reports&days=7), so a reload or a shared link keeps it. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (REPORT_PERIODS as readonly number[]).includes(asked) ? asked : DEFAULT_REPORT_DAYS;
  const setDays = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('days', value);
        return next;
      },
      { replace: true },
    );
  return [days, setDays] as const;
}

/**
 * The Laporan tab (issue 23, docs/product.md#admin-panel "Laporan"): what members looked for and
 * did not find, what they keep and copy, what they leave half done, and how many join and come
 * back each week, for the last 7, 30 or 90 days. Read only; refreshed after any admin change.
 */
export function ReportsTab() {
  const [days, setDays] = usePeriod();
  const reports = useReports(days);
  return (
    <section aria-labelledby="reports-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-heading" className="text-xl font-semibold">
          {M.heading}
        </h2>
        <FilterSelect
          id="reports-days"
          label={M.period}
          options={PERIODS}
          value={String(days)}
          onChange={setDays}
        />
      </div>
      {reports.data ? (
        <Reports data={reports.data} />
      ) : reports.isError ? (
        <div role="alert" className="text-sm text-red-600">
          <p>{M.loadFailed}</p>
          <Button variant="outline" className="mt-3" onClick={() => void reports.refetch()}>
            {M.retry}
          </Button>
        </div>
      ) : (
        <Spinner label={M.loading} />
      )}
    </section>
  );
}

const itemLink = (item: ReportItem) => (
  <Link to={PAGE_OF[item.kind](item.id)} className="font-medium text-brand-700 hover:underline">
    {item.name}
  </Link>
);
const itemColumns = (count: string, withKind = true): Column<ReportItem>[] => [
  { header: M.columns.item, cell: itemLink },
  ...(withKind ? [{ header: M.columns.kind, cell: (i: ReportItem) => M.kinds[i.kind] }] : []),
  { header: count, cell: (i) => i.count, numeric: true },
];
const bars = (items: { name?: string; term?: string; count: number }[]) =>
  items.map((i) => ({ label: i.name ?? i.term ?? '', value: i.count }));
const topChart = (title: string, items: { name?: string; term?: string; count: number }[]) => (
  <TopChart
    bars={bars(items)}
    label={M.chart.top(
      title,
      bars(items)
        .map((b) => M.chart.bar(b.label, b.value))
        .join('; '),
    )}
  />
);
const itemKey = (i: ReportItem) => `${i.kind}:${i.id}`;
/** "16 Nov": a week's Monday, short enough for 14 of them under a chart. */
const dayMonth = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('ms-MY', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

function Reports({ data }: { data: ReportsResponse }) {
  const S = M.sections;
  const weeks = data.weeks.map((w) => ({ ...w, label: dayMonthYear(w.week) }));
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <p className="text-sm text-slate-600 lg:col-span-2">
        {M.range(dateAndTime(data.since), dateAndTime(data.until))}
      </p>
      <ReportSection
        id="search-misses"
        title={S.searchMisses}
        hint={M.hints.searchMisses}
        rows={data.searchMisses}
        rowKey={(m) => m.term}
        columns={[
          { header: M.columns.term, cell: (m) => m.term },
          { header: M.columns.members, cell: (m) => m.members, numeric: true },
          { header: M.columns.lastSeen, cell: (m) => dateAndTime(m.lastSeen) },
        ]}
        chart={topChart(
          S.searchMisses,
          data.searchMisses.map((m) => ({ term: m.term, count: m.members })),
        )}
      />
      <ReportSection
        id="most-favourited"
        title={S.mostFavourited}
        hint={M.hints.mostFavourited}
        rows={data.mostFavourited}
        rowKey={itemKey}
        columns={itemColumns(M.columns.saves)}
        chart={topChart(S.mostFavourited, data.mostFavourited)}
      />
      <ReportSection
        id="most-copied"
        title={S.mostCopied}
        hint={M.hints.mostCopied}
        rows={data.mostCopied}
        rowKey={itemKey}
        columns={itemColumns(M.columns.copies)}
        chart={topChart(S.mostCopied, data.mostCopied)}
      />
      <ReportSection
        id="half-watched"
        title={S.halfWatched}
        hint={M.hints.halfWatched}
        rows={data.halfWatched}
        rowKey={itemKey}
        columns={[
          { header: M.columns.tutorial, cell: itemLink },
          { header: M.columns.members, cell: (i) => i.count, numeric: true },
        ]}
        chart={topChart(S.halfWatched, data.halfWatched)}
      />
      <ReportSection<UnfinishedWorkflow>
        id="unfinished-workflows"
        title={S.unfinishedWorkflows}
        hint={M.hints.unfinishedWorkflows}
        rows={data.unfinishedWorkflows}
        rowKey={itemKey}
        columns={[
          { header: M.columns.workflow, cell: itemLink },
          { header: M.columns.runs, cell: (w) => w.count, numeric: true },
          {
            header: M.columns.stoppedAt,
            cell: (w) => (w.stoppedAtStep === null ? '—' : M.step(w.stoppedAtStep)),
          },
        ]}
        chart={topChart(S.unfinishedWorkflows, data.unfinishedWorkflows)}
      />
      <ReportSection
        id="weeks"
        title={S.weeks}
        hint={M.hints.weeks}
        rows={weeks}
        rowKey={(w) => w.week}
        columns={[
          { header: M.columns.week, cell: (w) => w.label },
          { header: M.columns.newMembers, cell: (w) => w.newMembers, numeric: true },
          { header: M.columns.activeMembers, cell: (w) => w.activeMembers, numeric: true },
        ]}
        chart={
          <WeeksChart
            weeks={weeks.map((w) => ({ ...w, label: dayMonth(w.week) }))}
            names={{ newMembers: M.columns.newMembers, activeMembers: M.columns.activeMembers }}
            label={M.chart.weeks(
              weeks.map((w) => M.chart.week(w.label, w.newMembers, w.activeMembers)).join('; '),
            )}
          />
        }
      />
    </div>
  );
}
