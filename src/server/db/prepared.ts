import { randomUUID } from 'node:crypto';
import type { Compilable, CompiledQuery } from 'kysely';
import type { DB } from './connect.js';

const MARK = randomUUID();

interface Entry {
  query: CompiledQuery;
  /** For each parameter of the SQL, the argument it takes, or -1 for a fixed value. */
  slots: number[];
}

/**
 * A hot query built and compiled once per SQL dialect; each call binds its arguments in the
 * same places. Kysely otherwise builds and compiles the query on every request, which cost
 * more than running it (issue 7's profile). `build` must use every argument as a value.
 */
export function prepared<A extends string[], R>(build: (db: DB, ...args: A) => Compilable<R>) {
  const compiled = new WeakMap<object, Entry>();
  return async (db: DB, ...args: A): Promise<R[]> => {
    const dialect = db.getExecutor().adapter;
    let entry = compiled.get(dialect);
    if (!entry) {
      // Stand-ins only while compiling; each call then puts its own values in their places.
      const marks = args.map((_, i) => `prepared-argument-${i}-${MARK}`) as A;
      const query = build(db, ...marks).compile();
      const slots = query.parameters.map((p) => marks.indexOf(p as string));
      if (marks.some((_, i) => !slots.includes(i)))
        throw new Error('prepared: an argument is unused');
      entry = { query, slots };
      compiled.set(dialect, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((p, i) => {
      const slot = slots[i] ?? -1;
      return slot >= 0 ? args[slot] : p;
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
