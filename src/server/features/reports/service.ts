import { sql, type SelectQueryBuilder } from 'kysely';
import {
  REPORT_KINDS,
  REPORT_TOP,
  type ReportItem,
  type ReportKind,
  type ReportsResponse,
  type ReportWeek,
} from '../../../shared/reports.js';
import type { DB } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { listSearchMisses } from '../../activity/search-misses.js';
import { CONTENT_KINDS } from '../../content/kinds.js';
import { stepCount } from '../../content/workflows.js';
import { weeksCovering, type Week } from './weeks.js';

// Issue 23, "What members need" (docs/product.md#admin-panel "Laporan"): each list is one
// grouped count per kind of content, joined to its table for the name — so an item deleted
// since is left out, and nothing but the ten rows of each list leaves the database.

const DAY_MS = 86_400_000;

/** The rows that count for items: one per favourite, copy, member watching, run… */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any source table will do
type Hits = SelectQueryBuilder<Database, any, { item_id: string }>;

/** The items of one kind counted most often in `hits`, with their names now. */
async function topOf(db: DB, kind: ReportKind, hits: Hits): Promise<ReportItem[]> {
  const { table, nameColumn: name } = CONTENT_KINDS[kind];
  const nameOf = sql.ref<string>(`c.${name}`);
  const rows = await db
    .selectFrom(hits.as('h'))
    // Typed as one of the four: each has the `id` joined on, and the name is a reference.
    .innerJoin(`${table} as c` as 'tools as c', 'c.id', 'h.item_id')
    .select((eb) => ['c.id', nameOf.as('name'), eb.fn.countAll<number | string>().as('count')])
    .groupBy(['c.id', nameOf])
    .orderBy('count', 'desc')
    .orderBy('name')
    .orderBy('c.id')
    .limit(REPORT_TOP)
    .execute();
  return rows.map((r) => ({ kind, id: r.id, name: r.name, count: Number(r.count) }));
}

const byCountThenName = (a: ReportItem, b: ReportItem) =>
  b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The top of several kinds' lists together (each kind's own top ten holds its share). */
async function topAcross(lists: Promise<ReportItem[]>[]) {
  return (await Promise.all(lists)).flat().sort(byCountThenName).slice(0, REPORT_TOP);
}

function mostFavourited(db: DB, since: string) {
  const favourites = (['tool', 'tutorial', 'workflow'] as const).map((kind) =>
    topOf(
      db,
      kind,
      db
        .selectFrom('favorites')
        .select('item_id')
        .where('item_type', '=', kind)
        .where('created_at', '>=', since),
    ),
  );
  const prompts = topOf(
    db,
    'prompt',
    db
      .selectFrom('prompt_favorites')
      .select('prompt_id as item_id')
      .where('created_at', '>=', since),
  );
  return topAcross([...favourites, prompts]);
}

/** Copies are one interaction per member, item and day: the count is members' days of copying. */
function mostCopied(db: DB, since: string) {
  return topAcross(
    REPORT_KINDS.map((kind) =>
      topOf(
        db,
        kind,
        db
          .selectFrom('interactions')
          .select('item_id')
          .where('interaction_type', '=', 'copy')
          .where('item_type', '=', kind)
          .where('created_at', '>=', since),
      ),
    ),
  );
}

/** Members per tutorial whose status is still 'Sedang Tonton', last watched in the period. */
function halfWatched(db: DB, since: string) {
  return topOf(
    db,
    'tutorial',
    db
      .selectFrom('tutorial_status')
      .select('tutorial_id as item_id')
      .where('status', '=', 'watching')
      .where('last_watched_at', '>=', since),
  );
}

/** Runs started in the period and not finished, per workflow, with the step most stopped at. */
async function unfinishedWorkflows(db: DB, since: string) {
  const unfinished = db
    .selectFrom('workflow_runs')
    .where('started_at', '>=', since)
    .where('finished_at', 'is', null);
  const top = await topOf(db, 'workflow', unfinished.select('workflow_id as item_id'));
  if (top.length === 0) return [];
  const steps = await unfinished
    .select((eb) => ['workflow_id', 'current_step', eb.fn.countAll<number | string>().as('runs')])
    .where(
      'workflow_id',
      'in',
      top.map((w) => w.id),
    )
    .groupBy(['workflow_id', 'current_step'])
    .execute();
  const stoppedAt = new Map<string, { step: number; runs: number }>();
  for (const row of steps) {
    const runs = Number(row.runs);
    const best = stoppedAt.get(row.workflow_id);
    if (!best || runs > best.runs || (runs === best.runs && row.current_step < best.step)) {
      stoppedAt.set(row.workflow_id, { step: row.current_step, runs });
    }
  }
  // A run's step is clamped to the workflow's steps now, as the runner shows it (an admin may
  // have removed steps since).
  const stepsNow = await db
    .selectFrom('workflows')
    .select(['id', 'steps'])
    .where(
      'id',
      'in',
      top.map((w) => w.id),
    )
    .execute();
  const countOf = new Map(stepsNow.map((w) => [w.id, stepCount(w.steps)]));
  return top.map((w) => {
    const step = stoppedAt.get(w.id)?.step;
    const last = (countOf.get(w.id) ?? 1) - 1;
    return {
      ...w,
      stoppedAtStep: step === undefined ? null : Math.max(0, Math.min(step, last)) + 1,
    };
  });
}

/** Which of `starts` (ascending) a value of `column` falls after: the week's index. */
function weekIndex(column: string, starts: string[]) {
  if (starts.length === 1) return sql<number>`0`;
  const whens = starts
    .slice(1)
    .map((start, i) => sql`when ${sql.ref(column)} < ${start} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(starts.length - 1)} end`;
}

/**
 * New member accounts and active members (distinct members, role user, with an interaction)
 * per week: admins are counted in neither.
 */
async function perWeek(db: DB, weeks: Week[]): Promise<ReportWeek[]> {
  const end = new Date(Date.parse(weeks.at(-1)!.startsAt) + 7 * DAY_MS).toISOString();
  const joined = await db
    .selectFrom(
      db
        .selectFrom('users')
        .select(
          weekIndex(
            'created_at',
            weeks.map((w) => w.startsAt),
          ).as('w'),
        )
        .where('role', '=', 'user')
        .where('created_at', '>=', weeks[0]!.startsAt)
        .where('created_at', '<', end)
        .as('u'),
    )
    .select((eb) => ['u.w', eb.fn.countAll<number | string>().as('n')])
    .groupBy('u.w')
    .execute();
  // `day` is the Kuala Lumpur date already: the week's Monday compares with it as text.
  const endDay = new Date(Date.parse(`${weeks.at(-1)!.week}T00:00:00.000Z`) + 7 * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const active = await db
    .selectFrom(
      db
        .selectFrom('interactions')
        .innerJoin('users', 'users.id', 'interactions.user_id')
        .select([
          'interactions.user_id',
          weekIndex(
            'interactions.day',
            weeks.map((w) => w.week),
          ).as('w'),
        ])
        .where('users.role', '=', 'user')
        .where('day', '>=', weeks[0]!.week)
        .where('day', '<', endDay)
        .as('i'),
    )
    .select((eb) => ['i.w', eb.fn.count<number | string>('i.user_id').distinct().as('n')])
    .groupBy('i.w')
    .execute();
  const countAt = (rows: { w: number; n: number | string }[], index: number) =>
    Number(rows.find((r) => Number(r.w) === index)?.n ?? 0);
  return weeks.map((w, index) => ({
    week: w.week,
    newMembers: countAt(joined, index),
    activeMembers: countAt(active, index),
  }));
}

/** The Laporan tab's whole answer for the last `days` days before `now`. */
export async function buildReports({
  db,
  days,
  now,
}: {
  db: DB;
  days: number;
  now: Date;
}): Promise<ReportsResponse> {
  const sinceDate = new Date(now.getTime() - days * DAY_MS);
  const since = sinceDate.toISOString();
  const [searchMisses, favourited, copied, watching, unfinished, weeks] = await Promise.all([
    listSearchMisses({ db, limit: REPORT_TOP, since: sinceDate }),
    mostFavourited(db, since),
    mostCopied(db, since),
    halfWatched(db, since),
    unfinishedWorkflows(db, since),
    perWeek(db, weeksCovering(sinceDate, now)),
  ]);
  return {
    days,
    since,
    until: now.toISOString(),
    searchMisses,
    mostFavourited: favourited,
    mostCopied: copied,
    halfWatched: watching,
    unfinishedWorkflows: unfinished,
    weeks,
  };
}
