import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { mapInPieces, parseCsvInPieces, ROWS_PER_TURN } from './pieces.js';

// Issue 31: an import's file read in pieces reads exactly as read whole.

const OPTIONS = { bom: true, skip_empty_lines: true, max_record_size: 1024 * 1024 };

/** Turns of the event loop while `work` runs. */
async function turnsWhile<T>(work: Promise<T>) {
  let settled = false;
  const done = work.finally(() => (settled = true));
  let turns = 0;
  await new Promise<void>((resolve) => {
    const turn = () => (settled ? resolve() : (turns++, setImmediate(turn)));
    setImmediate(turn);
  });
  return { result: await done, turns };
}

describe('parseCsvInPieces', () => {
  it('reads a file as csv-parse reads it whole: characters of any width across pieces, quoted line breaks', async () => {
    // Emoji (surrogate pairs) and Jawi at every offset, so some fall on a piece's edge.
    const rows = Array.from({ length: 3_000 }, (_, i) => [
      `Alat ${'😀'.repeat(i % 7)} ${i}`,
      `ڤنجلسن\n"baris" ${'é'.repeat(i % 5)}`,
      '',
    ]);
    const content = `\uFEFF${stringify([['name', 'description', 'pricing'], ...rows])}`;
    expect(content.length).toBeGreaterThan(100_000);
    const { result, turns } = await turnsWhile(parseCsvInPieces(content, OPTIONS));
    expect(result).toEqual(parse(content, OPTIONS));
    expect(turns).toBeGreaterThan(10);
  });

  it('stops at `to`, never reading the rest, and refuses a broken file as csv-parse does', async () => {
    const content = `name\n${'x\n'.repeat(100_000)}"tak tutup\n`;
    const read = await parseCsvInPieces(content, { ...OPTIONS, to: 11 });
    expect(read).toHaveLength(11);
    const whole = (() => {
      try {
        return parse(content, OPTIONS);
      } catch (error) {
        return error as Error;
      }
    })();
    expect(whole).toBeInstanceOf(Error);
    await expect(parseCsvInPieces(content, OPTIONS)).rejects.toMatchObject({
      message: (whole as Error).message,
    });
  });
});

describe('mapInPieces', () => {
  it('maps in order, a turn of the event loop every ROWS_PER_TURN items', async () => {
    const items = Array.from({ length: ROWS_PER_TURN * 5 }, (_, i) => i);
    const { result, turns } = await turnsWhile(mapInPieces(items, (item, index) => item + index));
    expect(result).toEqual(items.map((item) => item * 2));
    expect(turns).toBeGreaterThanOrEqual(5);
  });
});
