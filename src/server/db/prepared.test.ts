import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { prepared } from './prepared.js';

const t = useTestApp();
const byNameAndCategory = prepared((db, name: string, category: string) =>
  db.selectFrom('tools').select('name').where('name', '=', name).where('category', '=', category),
);

describe('prepared queries', () => {
  it('bind each call’s own values in the places of the one compiled query', async () => {
    await t().insertTools({ name: 'Satu', category: 'A' }, { name: 'Dua', category: 'B' });
    expect(await byNameAndCategory(t().db, 'Satu', 'A')).toEqual([{ name: 'Satu' }]);
    expect(await byNameAndCategory(t().db, 'Dua', 'B')).toEqual([{ name: 'Dua' }]);
    expect(await byNameAndCategory(t().db, 'Dua', 'A')).toEqual([]);
    // The stand-in of a compile never reaches the database as a value.
    expect(await byNameAndCategory(t().db, 'prepared-argument-0', 'A')).toEqual([]);
  });

  it('run inside a transaction too', async () => {
    await t().insertTools({ name: 'Tiga', category: 'C' });
    const rows = await t()
      .db.transaction()
      .execute((trx) => byNameAndCategory(trx, 'Tiga', 'C'));
    expect(rows).toEqual([{ name: 'Tiga' }]);
  });

  it('refuse a query that leaves an argument out', async () => {
    const careless = prepared((db, _unused: string) => db.selectFrom('tools').select('id'));
    await expect(careless(t().db, 'x')).rejects.toThrow('prepared: an argument is unused');
  });
});
