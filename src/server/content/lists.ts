// The one reader of the JSON list columns (key features, steps, tags…). They are stored in one
// shape (migration 0008 rewrote older values once; the admin forms and the import write nothing
// else), so reading is parsing. What is not a list was written by hand past the app: it is
// refused loudly (a 500 naming the column, in the log) rather than shown as an empty list, which
// would hide the damage — docs/architecture.md#content-definitions.

/** A stored list column that does not hold a JSON list. */
export class StoredListError extends Error {
  constructor(column: string, cause?: unknown) {
    super(`${column} does not hold a JSON list`, { cause });
    this.name = 'StoredListError';
  }
}

/**
 * The items of a stored JSON list column (`column` names it in the error). Items are not looked
 * at one by one: the writers keep them in shape, and lists of cards read many (issue 17).
 */
export function readList<T>(json: string, column: string): T[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new StoredListError(column, error);
  }
  if (!Array.isArray(value)) throw new StoredListError(column);
  return value as T[];
}

/** A stored list of names (key features, a prompt's tools, tags…). */
export const readStringList = (json: string, column: string) => readList<string>(json, column);
