import { sql, type Kysely } from 'kysely';
import { SEARCH_KINDS, foldText, type SearchKind } from '../../../shared/search.js';
import type { DB } from '../connect.js';
import { onPostgres } from '../helpers.js';

// Keeps search_entries (migration 0014) in step with the content. Triggers on the content tables
// mark each changed item in search_dirty, whoever wrote it; this indexes what is marked, folded
// here so both engines see the same words, one indexer at a time, each item as it is when read.

interface Source {
  table: 'tools' | 'tutorials' | 'workflows' | 'prompts';
  name: string;
  /** The line shown under the name, and searched as what the item is about. */
  detail: string;
  /** The other columns searched; JSON lists are searched by their text. */
  text: readonly string[];
}

const SOURCES: Record<SearchKind, Source> = {
  tool: {
    table: 'tools',
    name: 'name',
    detail: 'main_function',
    text: ['description', 'category', 'key_features'],
  },
  tutorial: {
    table: 'tutorials',
    name: 'title',
    detail: 'description',
    text: ['instructor', 'category', 'steps'],
  },
  workflow: {
    table: 'workflows',
    name: 'title',
    detail: 'goal',
    text: ['description', 'category', 'steps'],
  },
  prompt: {
    table: 'prompts',
    name: 'title',
    detail: 'description',
    text: ['category', 'tags', 'prompt_text'],
  },
};

/** Items indexed per transaction. */
const BATCH = 500;
const DETAIL_MAX = 140;
/** Text past this is not searched (a step list can be long; the first part says what it is). */
const BODY_MAX = 20_000;

/** The strings of a column: a JSON list's (or its objects') values, or the text itself. */
function textsOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  if (!/^\s*[[{]/.test(value)) return [value];
  try {
    const found: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') found.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(JSON.parse(value));
    return found;
  } catch {
    return [value];
  }
}

const shorten = (text: string) =>
  text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1).trimEnd()}…` : text;

function entryOf(kind: SearchKind, row: Record<string, unknown>) {
  const source = SOURCES[kind];
  const title = String(row[source.name] ?? '');
  const detail = typeof row[source.detail] === 'string' ? (row[source.detail] as string) : null;
  return {
    kind,
    item_id: String(row.id),
    title,
    detail: detail ? shorten(detail.trim()) : null,
    name: foldText(title),
    about: foldText(detail ?? '').slice(0, BODY_MAX),
    body: foldText(source.text.flatMap((c) => textsOf(row[c])).join(' ')).slice(0, BODY_MAX),
    source_updated_at: String(row.updated_at),
  };
}

// The table is chosen at run time (as in db/list.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: DB) => db as unknown as Kysely<any>;

/** The indexing in flight in this process, per database: one at a time. */
const running = new WeakMap<DB, Promise<number>>();

/**
 * Indexes up to BATCH marked items; how many marks it took (0: nothing was marked). One indexer
 * at a time: in this process one promise, across processes the transaction's lock (SQLite's one
 * writer; an advisory lock on PostgreSQL, waited for), so the marks are taken and their items
 * read and written in the order the changes came.
 */
function indexMarkedContent(db: DB): Promise<number> {
  const inFlight = running.get(db);
  if (inFlight) return inFlight;
  const work = indexBatch(db).finally(() => running.delete(db));
  running.set(db, work);
  return work;
}

async function indexBatch(db: DB): Promise<number> {
  // Nothing marked, the usual case before a search: one short read, no transaction.
  if (!(await db.selectFrom('search_dirty').select('id').limit(1).executeTakeFirst())) return 0;
  return db.transaction().execute(async (trx) => {
    if (onPostgres(trx)) {
      // Waited for, not tried: a search must see what was written before it, even while
      // another process indexes (the marks it took are gone when the lock is ours).
      await sql`select pg_advisory_xact_lock(hashtext('search_entries'))`.execute(trx);
    }
    // Taken by deleting them: the write comes first, so SQLite holds its lock from here on.
    const marks = await trx
      .deleteFrom('search_dirty')
      .where('id', 'in', (eb) =>
        eb.selectFrom('search_dirty').select('id').orderBy('id').limit(BATCH),
      )
      .returning(['kind', 'item_id'])
      .execute();
    for (const kind of SEARCH_KINDS) {
      const ids = [...new Set(marks.filter((m) => m.kind === kind).map((m) => m.item_id))].sort();
      if (ids.length > 0) await indexItems(trx, kind, ids);
    }
    return marks.length;
  });
}

async function indexItems(trx: DB, kind: SearchKind, ids: string[]) {
  const rows = (await untyped(trx)
    .selectFrom(SOURCES[kind].table)
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  if (rows.length > 0) {
    await trx
      .insertInto('search_entries')
      .values(rows.map((row) => entryOf(kind, row)))
      .onConflict((oc) =>
        oc.columns(['kind', 'item_id']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          detail: eb.ref('excluded.detail'),
          name: eb.ref('excluded.name'),
          about: eb.ref('excluded.about'),
          body: eb.ref('excluded.body'),
          source_updated_at: eb.ref('excluded.source_updated_at'),
        })),
      )
      .execute();
  }
  const present = new Set(rows.map((row) => String(row.id)));
  const gone = ids.filter((id) => !present.has(id));
  if (gone.length > 0) {
    await trx
      .deleteFrom('search_entries')
      .where('kind', '=', kind)
      .where('item_id', 'in', gone)
      .execute();
  }
}

/**
 * Indexes everything marked, a batch at a time, before a search reads the index and at start
 * (100,000 new tools take seconds, once). A batch already running in this process may have
 * begun before the caller's own changes, so it is waited for and the marks are read again: a
 * search always sees every change written before it, however many are marked.
 */
export async function indexAllMarkedContent(db: DB): Promise<void> {
  await running.get(db)?.catch(() => undefined);
  while ((await indexMarkedContent(db)) === BATCH) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}
