import { HttpError } from '../http/errors.js';

// Keyset cursors: the last row's sort key and id, so the next page starts right after it
// and stays fast however deep a person scrolls (DESIGN §7.8).
export function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

export const invalidCursor = () =>
  new HttpError(400, 'validation_failed', 'cursor is invalid', { cursor: 'cursor is invalid' });

export function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      return value as [string, string];
    }
  } catch {
    // fall through to the error below
  }
  throw new HttpError(400, 'validation_failed', 'cursor is invalid', {
    cursor: 'cursor is invalid',
  });
}
