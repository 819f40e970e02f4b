// An import's work done in pieces, the event loop free between them, so a file of 10,000 rows
// keeps no other request waiting for the server (issue 31). On SQLite every query answers at once
// (better-sqlite3 is synchronous): a loop of awaits there never lets another request in unless it
// pauses. docs/decisions/040-one-stored-key-for-category-names.md.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse, type Options } from 'csv-parse';

/** Rows handled between two turns of the event loop (a row's checks take some tens of µs). */
export const ROWS_PER_TURN = 100;

/** Characters of CSV text parsed between two turns (a few ms of csv-parse). */
const CSV_CHARS_PER_TURN = 8 * 1024;

export { nextTurn };

/** A function to call once per row: every ROWS_PER_TURN calls it waits for the next turn. */
export function pacer(rows = ROWS_PER_TURN) {
  let count = 0;
  return async () => {
    count += 1;
    if (count % rows === 0) await nextTurn();
  };
}

/** `items.map(map)`, a turn of the event loop every ROWS_PER_TURN items. */
export async function mapInPieces<T, R>(items: T[], map: (item: T, index: number) => R) {
  const pace = pacer();
  const out: R[] = [];
  for (const [index, item] of items.entries()) {
    await pace();
    out.push(map(item, index));
  }
  return out;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * csv-parse's sync `parse(content, options)`, fed a piece of the text per turn. Pieces never end
 * between the two halves of a surrogate pair, so each is encoded as the whole text would be. With
 * `to`, the parser stops by itself at that record and the rest of the text is never read.
 */
export async function parseCsvInPieces(content: string, options: Options): Promise<string[][]> {
  const parser = parse(options);
  const records: string[][] = [];
  parser.on('data', (record: string[]) => records.push(record));
  const ended = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
  });
  // Handled at the end: meanwhile a file's error must not count as an unhandled rejection.
  ended.catch(() => undefined);
  for (let at = 0; at < content.length && !parser.writableEnded && !parser.destroyed;) {
    await nextTurn();
    let end = Math.min(at + CSV_CHARS_PER_TURN, content.length);
    if (end < content.length && isHighSurrogate(content.charCodeAt(end - 1))) end -= 1;
    parser.write(content.slice(at, end));
    at = end;
  }
  if (!parser.writableEnded && !parser.destroyed) parser.end();
  await ended;
  return records;
}
