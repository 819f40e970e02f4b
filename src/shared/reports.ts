import { z } from 'zod';
import { lazyMessage } from './lazy-message.js';
import { FIELD_MESSAGES } from './api.js';
import { AUDIT_PERIODS } from './admin.js';
import { SearchMiss } from './search.js';

// Issue 23, "What members need": the admin panel's Laporan tab in one answer
// (docs/product.md#admin-panel "Laporan").

/** The periods a report covers, in days back from now: the audit log's own choice. */
export const REPORT_PERIODS = AUDIT_PERIODS;
export const DEFAULT_REPORT_DAYS = 30;
/** Each top list's length. */
export const REPORT_TOP = 10;

export const ReportsQuery = z.object({
  days: z
    .enum(
      REPORT_PERIODS.map(String) as [string, ...string[]],
      lazyMessage(() => FIELD_MESSAGES.daysInvalid),
    )
    .default(String(DEFAULT_REPORT_DAYS)),
});
export type ReportsQuery = z.input<typeof ReportsQuery>;

export const REPORT_KINDS = ['tool', 'tutorial', 'workflow', 'prompt'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** One item of a top list: what it is, its name now, and how often it was counted. */
export const ReportItem = z.object({
  kind: z.enum(REPORT_KINDS),
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type ReportItem = z.infer<typeof ReportItem>;

export const UnfinishedWorkflow = ReportItem.extend({
  /** The step (from 1) most unfinished runs stopped at; the lowest of a tie. */
  stoppedAtStep: z.number().int().nullable(),
});
export type UnfinishedWorkflow = z.infer<typeof UnfinishedWorkflow>;

/** One week, Monday to Sunday in Kuala Lumpur. */
export const ReportWeek = z.object({
  /** The Monday the week starts on (YYYY-MM-DD, Kuala Lumpur). */
  week: z.string(),
  /** Member accounts registered that week. */
  newMembers: z.number().int(),
  /** Members who did anything the streak counts that week (a favourite, a status, a copy…). */
  activeMembers: z.number().int(),
});
export type ReportWeek = z.infer<typeof ReportWeek>;

export const ReportsResponse = z.object({
  days: z.number().int(),
  /** The period: from `since` to `until` (now). */
  since: z.string(),
  until: z.string(),
  /** Terms searched in the period, by the members who searched them then (most first). */
  searchMisses: z.array(SearchMiss),
  mostFavourited: z.array(ReportItem),
  mostCopied: z.array(ReportItem),
  /** Tutorials members left 'Sedang Tonton', last watched in the period: members per tutorial. */
  halfWatched: z.array(ReportItem),
  /** Workflow runs started in the period and not finished, per workflow. */
  unfinishedWorkflows: z.array(UnfinishedWorkflow),
  /** Every week the period touches, oldest first, weeks with nothing included. */
  weeks: z.array(ReportWeek),
});
export type ReportsResponse = z.infer<typeof ReportsResponse>;
