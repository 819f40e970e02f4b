import type { Kysely } from 'kysely';

// The JSON list columns in one shape (issue 17): lists used to re-read every stored value
// through a lenient reading on each request (plain-string tutorial steps, workflow steps keyed
// `title`, non-http resources, numbers in lists of names…). This writes each value once as that
// reading gave it, so the app reads stored lists with JSON.parse alone; the admin forms already
// validate what they write. Clients see exactly what they saw before. Values already in the
// shape are left untouched; `updated_at` is not changed (no content changed).
// Written out here (not imported) so later edits never change this migration.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;
type Normalise = (items: unknown[]) => unknown[];

/** The items of a stored JSON list; anything that is not a list reads as empty. */
function itemsOf(text: unknown): unknown[] {
  if (typeof text !== 'string' || text === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOr = (value: unknown, fallback: string) =>
  typeof value === 'string' ? value : fallback;
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const names = (value: unknown) =>
  Array.isArray(value) ? value.map(trimmed).filter((name) => name !== '') : [];

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Lists of names (key features, alternatives, a prompt's tools, tips, tags): the text items. */
const stringList: Normalise = (items) => items.filter((item) => typeof item === 'string');

/**
 * Tutorial steps `{ title, description, tools }`: a plain-string step (older data) becomes the
 * title of one, damaged fields become empty, anything else is dropped.
 */
const tutorialSteps: Normalise = (items) =>
  items.flatMap((item) => {
    if (typeof item === 'string') {
      const title = item.trim();
      return title ? [{ title, description: '', tools: [] }] : [];
    }
    if (!isRecord(item)) return [];
    return [
      {
        title: stringOr(item.title, ''),
        description: stringOr(item.description, ''),
        tools: isStringList(item.tools) ? item.tools : [],
      },
    ];
  });

/** Tutorial resources `{ title, url }`: only those whose link is http(s) (docs/decisions/023-links-http-pictures-https.md). */
const tutorialResources: Normalise = (items) =>
  items.flatMap((item) =>
    isRecord(item) &&
    typeof item.title === 'string' &&
    typeof item.url === 'string' &&
    isHttpUrl(item.url)
      ? [{ title: item.title, url: item.url }]
      : [],
  );

/**
 * Workflow steps `{ stepNumber, task, description, tools, alternatives }`, numbered 1..n in
 * stored order; `task` falls back to an older step's `title` (docs/product.md#data-model: "task (or title)").
 */
const workflowSteps: Normalise = (items) =>
  items.map((raw, index) => {
    const step = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    return {
      stepNumber: index + 1,
      task: typeof raw === 'string' ? raw.trim() : trimmed(step.task) || trimmed(step.title),
      description: trimmed(step.description),
      tools: names(step.tools),
      alternatives: names(step.alternatives),
    };
  });

const LISTS: Record<string, Record<string, Normalise>> = {
  tools: { key_features: stringList, alternatives: stringList },
  tutorials: { steps: tutorialSteps, resources: tutorialResources },
  workflows: { steps: workflowSteps },
  prompts: { tools: stringList, usage_tips: stringList, tags: stringList },
};

const BATCH = 500;

export async function up(db: AnyDb): Promise<void> {
  // Kysely runs SQLite's migrations outside a transaction: this one is all or nothing anyway.
  if (!db.isTransaction) return db.transaction().execute((trx) => up(trx));
  for (const [table, columns] of Object.entries(LISTS)) {
    let after: string | undefined;
    for (;;) {
      let page = db
        .selectFrom(table)
        .select(['id', ...Object.keys(columns)])
        .orderBy('id')
        .limit(BATCH);
      if (after !== undefined) page = page.where('id', '>', after);
      const rows: Record<string, unknown>[] = await page.execute();
      for (const row of rows) {
        const changed: Record<string, string> = {};
        for (const [column, normalise] of Object.entries(columns)) {
          const canonical = JSON.stringify(normalise(itemsOf(row[column])));
          if (canonical !== row[column]) changed[column] = canonical;
        }
        if (Object.keys(changed).length > 0) {
          await db.updateTable(table).set(changed).where('id', '=', row.id).execute();
        }
      }
      if (rows.length < BATCH) break;
      after = String(rows[rows.length - 1]?.id);
    }
  }
}

/** Nothing to undo: the canonical values read the same under the earlier code. */
export async function down(): Promise<void> {}
