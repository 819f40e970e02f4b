// Keyset cursors: the last row's sort key and id, so the next page starts right after it
// and stays fast however deep a person scrolls (docs/decisions/013-lists-load-24-at-a-time.md).
export function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

/** A cursor the client made up or mangled; the HTTP layer answers it with a 400. */
export class InvalidCursorError extends Error {
  constructor() {
    super('cursor is invalid');
  }
}

export const invalidCursor = () => new InvalidCursorError();

// eslint-disable-next-line no-control-regex -- exactly the characters refused
const CONTROL = /[\u0000-\u001f]/;

export function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // Control characters (NUL above all) are refused: PostgreSQL cannot even compare them.
    const clean = (v: unknown) => typeof v === 'string' && !CONTROL.test(v);
    if (Array.isArray(value) && value.length === 2 && value.every(clean)) {
      return value as [string, string];
    }
  } catch {
    // fall through to the error below
  }
  throw invalidCursor();
}
