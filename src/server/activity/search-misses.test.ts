import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { buildUser } from '../db/factories.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import {
  MISS_TERMS_PER_MEMBER_DAY,
  MISSES_KEPT,
  flushMisses,
  listSearchMisses,
  noteMiss,
} from './search-misses.js';

// docs/product.md#search-everything, issue 31 (decision 038): a missed term counts at most once
// per member per Kuala Lumpur day, the report ranks terms by members, one member adds at most
// MISS_TERMS_PER_MEMBER_DAY terms a day, and past MISSES_KEPT terms the fewest members' go
// first. Both engines; the clock is the `now` each search is noted at.

const DAY_MS = 86_400_000;
/** 09:00 on 1 May 2031 in Kuala Lumpur. */
const MAY_1 = new Date('2031-05-01T01:00:00.000Z');
const at = (days: number, ms = 0) => new Date(MAY_1.getTime() + days * DAY_MS + ms);

async function members(db: DB, count: number) {
  const users = Array.from({ length: count }, () => buildUser({ password_hash: 'x' }));
  await db.insertInto('users').values(users).execute();
  return users.map((u) => u.id);
}

/** Resolves once another connection to this database waits on a lock (PostgreSQL). */
async function waitingOnLock(trx: Kysely<Database>) {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(trx);
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const missed = (db: DB, userId: string, term: string, now: Date) =>
  noteMiss({ db, userId, term, now });

/** The counts of the named terms, as the all-time list gives them. */
async function countsOf(db: DB, ...terms: string[]) {
  const all = await listSearchMisses({ db, limit: MISSES_KEPT });
  return terms.map((term) => {
    const row = all.find((m) => m.term === term);
    return row ? { term, members: row.members, count: row.count } : { term, missing: true };
  });
}

describe('counting', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('counts a member searching one term 50 times in a day once, twice on two days, and each member once', async () => {
    const { db } = database;
    const [ani, budi] = await members(db, 2);
    for (let i = 0; i < 50; i += 1) {
      missed(db, ani!, 'video kahwin', at(0, i * 60_000));
      // Written in several goes, as the searches of a day are: the day is checked in the database.
      if (i % 10 === 9) await flushMisses(db);
    }
    expect(await countsOf(db, 'video kahwin')).toEqual([
      { term: 'video kahwin', members: 1, count: 1 },
    ]);
    missed(db, ani!, 'video kahwin', at(1));
    expect(await countsOf(db, 'video kahwin')).toEqual([
      { term: 'video kahwin', members: 1, count: 2 },
    ]);
    missed(db, budi!, 'video kahwin', at(1));
    missed(db, budi!, 'video kahwin', at(1, 1000));
    expect(await countsOf(db, 'video kahwin')).toEqual([
      { term: 'video kahwin', members: 2, count: 3 },
    ]);
  });

  it('a report read while a write is under way waits for it (the timer took the batch first)', async () => {
    const { db } = database;
    const [dewi] = await members(db, 1);
    missed(db, dewi!, 'sedang ditulis', at(2));
    // On PostgreSQL another process holds the members' table, so the write cannot finish before
    // the report reads; SQLite's one connection serialises them anyway.
    const holder = database.reopen?.();
    // Connections open and idle, so the report's read starts at once (as it would in a busy app).
    await Promise.all([1, 2, 3].map(() => sql`select 1`.execute(db)));
    const held = await holder?.db.startTransaction().execute();
    if (held) await sql`lock table search_miss_members in exclusive mode`.execute(held);
    // The timer's write takes the batch (and, on PostgreSQL, waits on the lock).
    const timers = flushMisses(db);
    if (held) await waitingOnLock(held);
    const report = countsOf(db, 'sedang ditulis');
    await held?.commit().execute();
    await holder?.close();
    expect(await report).toEqual([{ term: 'sedang ditulis', members: 1, count: 1 }]);
    await timers;
  });

  it('takes the day in Kuala Lumpur: 23:59 and 00:00 there are two days', async () => {
    const { db } = database;
    const [cik] = await members(db, 1);
    missed(db, cik!, 'tengah malam', new Date('2031-06-01T15:59:59.000Z'));
    await flushMisses(db);
    missed(db, cik!, 'tengah malam', new Date('2031-06-01T16:00:00.000Z'));
    expect(await countsOf(db, 'tengah malam')).toEqual([
      { term: 'tengah malam', members: 1, count: 2 },
    ]);
  });

  it('counts a member once a day however many processes write it at once', async () => {
    const other = database.reopen?.();
    try {
      const [dina, eko] = await members(database.db, 2);
      const pools = [database.db, other?.db ?? database.db];
      // Each process saw both members search both terms, in its own order.
      const searches = [dina!, eko!].flatMap((who) =>
        ['dua proses', 'tiga proses'].map((term) => [who, term] as const),
      );
      for (const [i, db] of pools.entries()) {
        for (const [who, term] of i === 0 ? searches : [...searches].reverse()) {
          missed(db, who, term, at(3));
        }
      }
      await Promise.all(pools.map((db) => flushMisses(db)));
      expect(await countsOf(database.db, 'dua proses', 'tiga proses')).toEqual([
        { term: 'dua proses', members: 2, count: 2 },
        { term: 'tiga proses', members: 2, count: 2 },
      ]);
    } finally {
      await other?.close();
    }
  });

  it('counts the word a member typed, not its beginnings searched on the way', async () => {
    const { db } = database;
    const [eka, fuad] = await members(db, 2);
    for (const typed of ['chatg', 'chatgt', 'chatgtp', 'songkt', 'chatgtp']) {
      missed(db, eka!, typed, at(5));
    }
    // Another member's search is not a word on its way to this one's.
    missed(db, fuad!, 'chatg', at(5));
    expect(await countsOf(db, 'chatgtp', 'songkt', 'chatg', 'chatgt')).toEqual([
      { term: 'chatgtp', members: 1, count: 1 },
      { term: 'songkt', members: 1, count: 1 },
      { term: 'chatg', members: 1, count: 1 },
      { term: 'chatgt', missing: true },
    ]);
  });
});

describe('one member flooding the report', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('counts a member’s first terms of a day only, and past the kept terms drops the fewest members’ first', async () => {
    const { db } = database;
    const [ani, budi, cik, flood] = await members(db, 4);
    // Over a year ago, and no member has searched it since: it goes when a new term comes.
    missed(db, cik!, 'lama sangat', at(-400));
    await flushMisses(db);
    expect(await countsOf(db, 'lama sangat')).toEqual([
      { term: 'lama sangat', members: 1, count: 1 },
    ]);
    // Months ago two members searched one term; a month ago one member searched another.
    missed(db, ani!, 'sari kata', at(-300));
    missed(db, budi!, 'sari kata', at(-300));
    missed(db, cik!, 'buku resipi', at(-30));
    await flushMisses(db);
    expect(await countsOf(db, 'lama sangat')).toEqual([{ term: 'lama sangat', missing: true }]);

    // The flooder's earlier days, their share each day, up to the terms kept (written directly:
    // MISS_TERMS_PER_MEMBER_DAY a day for 250 days).
    const junk = MISSES_KEPT - 2;
    for (let i = 0; i < junk; i += 500) {
      const rows = Array.from({ length: Math.min(500, junk - i) }, (_, j) => {
        const n = i + j;
        const seen = at(-1 - Math.floor(n / MISS_TERMS_PER_MEMBER_DAY));
        return { term: `sampah ${n}`, seen };
      });
      await db
        .insertInto('search_misses')
        .values(
          rows.map((r) => ({
            term: r.term,
            count: 1,
            members: 1,
            last_seen: r.seen.toISOString(),
          })),
        )
        .execute();
      await db
        .insertInto('search_miss_members')
        .values(
          rows.map((r) => ({
            term: r.term,
            user_id: flood!,
            last_day: r.seen.toISOString().slice(0, 10),
          })),
        )
        .execute();
    }

    // Today: 5,600 distinct terms, in two writes.
    for (let n = 0; n < 5600; n += 1) {
      missed(db, flood!, `banjir ${String(n).padStart(4, '0')}`, at(0, n));
      if (n === 2800) await flushMisses(db);
    }
    await flushMisses(db);

    const all = await listSearchMisses({ db, limit: MISSES_KEPT + 100 });
    expect(all).toHaveLength(MISSES_KEPT);
    expect(all.filter((m) => m.term.startsWith('banjir'))).toHaveLength(MISS_TERMS_PER_MEMBER_DAY);
    expect(all[0]).toMatchObject({ term: 'sari kata', members: 2, count: 2 });
    expect(all.map((m) => m.term)).toContain('buku resipi');
    // Room was made by the flooder's oldest terms.
    expect(all.map((m) => m.term)).not.toContain(`sampah ${junk - 1}`);
    expect(all.map((m) => m.term)).toContain('sampah 0');
    // And their rows went with them.
    const left = await db
      .selectFrom('search_miss_members')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(MISSES_KEPT + 1);
  });
});
