import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { streakDay } from '../../../shared/progress.js';
import {
  SEARCH_LIMIT_MAX,
  SEARCH_OFFSET_MAX,
  SYNONYM_MESSAGES,
  type SearchMiss,
  type SearchResponse,
} from '../../../shared/search.js';
import { RATE_LIMITED_MESSAGE, RATE_RULES } from '../../auth/rate-limit.js';
import { buildPrompt, buildTool, buildTutorial, buildWorkflow } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { describeAdminCrud } from '../../test/admin-crud.js';
import { useTestApp } from '../../test/app.js';

// Issue 22: the search everywhere, on both engines (npm run test:api:pg runs this file too).

const t = useTestApp();
const URL = '/api/search';

/** Words no demo or other test content has, so each test sees only its own rows. */
let n = 0;
const unique = () => `zq${(++n).toString(36)}x`;

async function search(q: string, extra = '') {
  const res = await t()
    .as(await t().member())
    .get(`${URL}?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResponse;
}
const titles = (answer: SearchResponse, kind = 'tool') =>
  answer.groups.find((g) => g.kind === kind)?.items.map((i) => i.title) ?? [];

describeMembersOnly(t, { calls: async () => [{ method: 'GET', url: `${URL}?q=chat` }] });

describe('GET /api/search', () => {
  it('finds all four kinds at once, grouped in a fixed order, each with its line', async () => {
    const word = unique();
    await t().insert('tools', buildTool, { name: `Alat ${word}`, main_function: 'Buat imej' });
    await t().insert('tutorials', buildTutorial, { title: `Tutorial ${word}` });
    await t().insert('workflows', buildWorkflow, { title: `Aliran ${word}`, goal: 'Siap' });
    await t().insert('prompts', buildPrompt, { title: `Arahan ${word}` });
    const answer = await search(word);
    expect(answer.groups.map((g) => g.kind)).toEqual(['tool', 'tutorial', 'workflow', 'prompt']);
    expect(answer.groups[0]!.items).toEqual([
      { kind: 'tool', id: expect.any(String), title: `Alat ${word}`, detail: 'Buat imej' },
    ]);
    expect(titles(answer, 'workflow')).toEqual([`Aliran ${word}`]);
    expect(answer.didYouMean).toEqual([]);
  });

  it('folds case and accents the same way on both engines', async () => {
    const word = unique();
    await t().insert('tools', buildTool, { name: `Ünïcode Café ${word}` });
    expect(titles(await search(`unicode cafe ${word}`))).toEqual([`Ünïcode Café ${word}`]);
    expect(titles(await search(`ÜNICODE ${word.toUpperCase()}`))).toEqual([`Ünïcode Café ${word}`]);
  });

  it('matches word prefixes, in the name and in the text', async () => {
    const word = unique();
    await t().insert(
      'tools',
      buildTool,
      { name: `Produktiviti ${word}` },
      { name: `Lain ${word}`, description: 'Untuk productivity harian' },
    );
    expect(titles(await search(`prod ${word}`))).toEqual([`Produktiviti ${word}`, `Lain ${word}`]);
    // A word inside another word is not a prefix: only some of the words found them.
    expect((await search(`duktiviti ${word}`)).partial).toBe(true);
    expect((await search(`prod ${word}`)).partial).toBeUndefined();
  });

  it('ranks the exact name, then names that start with it, then names with its words, then the text', async () => {
    const word = unique();
    await t().insert(
      'tools',
      buildTool,
      { name: 'Lain', description: `Sebut ${word} sahaja` },
      { name: `Pro ${word} Plus` },
      { name: `${word} Studio` },
      { name: word },
    );
    expect(titles(await search(word))).toEqual([
      word,
      `${word} Studio`,
      `Pro ${word} Plus`,
      'Lain',
    ]);
  });

  it('widens a word to its synonym group, the group editable by the admin, and ranks synonyms in a name above the text', async () => {
    const word = unique();
    const other = unique();
    await t().insert(
      'tools',
      buildTool,
      { name: `Teks ${word}`, description: `Menjana ${other} yang cantik` },
      { name: `${other} Pro ${word}` },
    );
    // Only some of the words, before the group.
    expect((await search(`gambarzz ${word}`)).partial).toBe(true);

    const admin = t().as(await t().admin());
    const created = await admin.post('/api/admin/synonyms', { words: ['gambarzz', other] });
    expect(created.statusCode, created.body).toBe(201);
    const widened = await search(`gambarzz ${word}`);
    expect(titles(widened)).toEqual([`${other} Pro ${word}`, `Teks ${word}`]);
    expect(widened.partial).toBeUndefined();

    const id = created.json().id as string;
    expect((await admin.delete(`/api/admin/synonyms/${id}`)).statusCode).toBe(204);
    expect((await search(`gambarzz ${word}`)).partial).toBe(true);
  });

  it('finds by the starting synonym groups: "buat slide" finds a presentation maker', async () => {
    const word = unique();
    await t().insert('tools', buildTool, {
      name: `Gamma ${word}`,
      description: 'Penjana slaid pembentangan',
    });
    expect(titles(await search(`buat slide ${word}`))).toEqual([`Gamma ${word}`]);
    const groups = await t().db.selectFrom('synonyms').select('id').execute();
    expect(groups.length).toBeGreaterThanOrEqual(60);
  });

  it('pages one kind with offset and limit, saying when there is more', async () => {
    const word = unique();
    const names = Array.from({ length: 7 }, (_, i) => `${word} ${String.fromCharCode(97 + i)}`);
    await t().insert('tools', buildTool, ...names.map((name) => ({ name })));
    const first = await search(word, '&kind=tool&limit=3');
    expect(first.groups).toHaveLength(1);
    expect(first.groups[0]!.more).toBe(true);
    const second = await search(word, '&kind=tool&limit=3&offset=3');
    const third = await search(word, '&kind=tool&limit=3&offset=6');
    expect([...titles(first), ...titles(second), ...titles(third)]).toEqual(names);
    expect(third.groups[0]!.more).toBe(false);
  });

  it('sees content changed and deleted by any writer (the triggers mark it)', async () => {
    const word = unique();
    const [tool] = await t().insert('tools', buildTool, { name: `Lama ${word}` });
    expect(titles(await search(word))).toEqual([`Lama ${word}`]);
    await t()
      .db.updateTable('tools')
      .set({ name: `Baharu ${word}`, updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', tool!.id)
      .execute();
    expect(titles(await search(word))).toEqual([`Baharu ${word}`]);
    await t().db.deleteFrom('tools').where('id', '=', tool!.id).execute();
    expect(titles(await search(word))).toEqual([]);
  });

  it('sees a change written just before it, however many changes are marked (more than a batch)', async () => {
    const word = unique();
    // 501 changes at once (an import, or another writer): the index takes 500 a batch.
    await t().insert(
      'tools',
      buildTool,
      ...Array.from({ length: 500 }, (_, i) => ({ name: `Banyak ${i} ${word}` })),
      { name: `Akhir ${word}` },
    );
    expect(titles(await search(`akhir ${word}`))).toEqual([`Akhir ${word}`]);
    expect(await t().db.selectFrom('search_dirty').selectAll().execute()).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, waits for another process that is indexing rather than reading before it',
    async () => {
      const word = unique();
      const other = t().db; // another connection of the pool stands for the other process
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const otherIndexer = other.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext('search_entries'))`.execute(trx);
        locked();
        await held;
      });
      await lockTaken;
      await t().insert('tools', buildTool, { name: `Menunggu ${word}` });
      const answer = search(word);
      // The search is seen waiting for the lock (not reading the index without the new tool).
      await expect
        .poll(async () => {
          const { rows } = await sql<{ waiting: number }>`
            select count(*)::int as waiting from pg_locks
            where locktype = 'advisory' and not granted`.execute(other);
          return rows[0]!.waiting;
        })
        .toBe(1);
      release();
      await otherIndexer;
      expect(titles(await answer)).toEqual([`Menunggu ${word}`]);
    },
  );

  it('indexes a change once when searches arrive together, leaving nothing marked', async () => {
    const word = unique();
    await t().insert('tools', buildTool, { name: `Serentak ${word}` });
    const answers = await Promise.all([search(word), search(word), search(word)]);
    expect(answers.map((a) => titles(a))).toEqual(Array(3).fill([`Serentak ${word}`]));
    expect(await t().db.selectFrom('search_dirty').selectAll().execute()).toEqual([]);
    const entries = await t()
      .db.selectFrom('search_entries')
      .select('title')
      .where('title', '=', `Serentak ${word}`)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('offers the nearest names when nothing matched ("chatgtp" → ChatGPT) and counts the miss, naming no member', async () => {
    const word = unique();
    await t().insert('tools', buildTool, { name: `Chatgpt${word}` });
    const typo = `Chatgtp${word}`;
    const answer = await search(typo);
    expect(answer.groups).toEqual([]);
    expect(answer.didYouMean).toEqual([`Chatgpt${word}`]);
    await search(typo);

    const res = await t()
      .as(await t().admin())
      .get('/api/admin/search-misses');
    expect(res.statusCode).toBe(200);
    const miss = res.json().items.find((m: { term: string }) => m.term === typo.toLowerCase());
    // Two members (search() signs a new one in each time).
    expect(miss).toEqual({
      term: typo.toLowerCase(),
      members: 2,
      count: 2,
      lastSeen: expect.any(String),
    });
    expect(Object.keys(miss)).not.toContain('userId');
    // A search that found something is not a miss.
    await search(`Chatgpt${word}`);
    const terms = (await t().db.selectFrom('search_misses').select('term').execute()).map(
      (r) => r.term,
    );
    expect(terms).not.toContain(`chatgpt${word}`);
  });

  it('refuses bad input with a clear 400 and survives hostile text', async () => {
    const member = t().as(await t().member());
    for (const [query, message] of [
      ['', 'Search is required'],
      ['q=%20%20', 'Search is required'],
      [`q=a&limit=${SEARCH_LIMIT_MAX + 1}`, `limit must be at most ${SEARCH_LIMIT_MAX}`],
      [`q=a&offset=${SEARCH_OFFSET_MAX + 1}`, `offset must be at most ${SEARCH_OFFSET_MAX}`],
      ['q=a&kind=user', 'kind must be one of tool, tutorial, workflow, prompt'],
      [`q=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
    ]) {
      const res = await member.get(`${URL}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(message);
    }
    for (const q of [
      '"',
      "' or 1=1 --",
      'kind : tool',
      'a*',
      'NEAR(a b)',
      '{name}:x',
      '&|!:*()<>',
      '%_\\',
    ]) {
      const res = await member.get(`${URL}?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });
});

/** Runs `body` with the app's clock at `start` (moved on by the body), then puts it back. */
async function fromClock<T>(body: (start: number) => Promise<T>) {
  const before = t().clock.current;
  try {
    return await body(before.getTime());
  } finally {
    t().clock.current = before;
  }
}
const DAY_MS = 86_400_000;

describe('searches that found nothing (issue 31)', () => {
  async function missOf(term: string) {
    const res = await t()
      .as(await t().admin())
      .get('/api/admin/search-misses');
    expect(res.statusCode).toBe(200);
    return (res.json().items as SearchMiss[]).find((m) => m.term === term);
  }

  it('counts one member searching a missed term 50 times in a day once, again the next day, and each member once', async () => {
    const word = unique();
    await fromClock(async (now) => {
      // Noon in Kuala Lumpur of the clock's day: 50 seconds of searches never cross a midnight.
      const start = Date.parse(`${streakDay(new Date(now))}T04:00:00.000Z`);
      const ani = t().as(await t().member());
      for (let i = 0; i < 50; i += 1) {
        t().clock.current = new Date(start + i * 1000);
        expect((await ani.get(`${URL}?q=${word}`)).statusCode).toBe(200);
      }
      expect(await missOf(word)).toMatchObject({ members: 1, count: 1 });
      t().clock.current = new Date(start + DAY_MS);
      expect((await ani.get(`${URL}?q=${word}`)).statusCode).toBe(200);
      expect(await missOf(word)).toMatchObject({ members: 1, count: 2 });
      const budi = t().as(await t().member());
      expect((await budi.get(`${URL}?q=${word}`)).statusCode).toBe(200);
      expect(await missOf(word)).toMatchObject({ members: 2, count: 3 });
    });
  });

  // Hundreds of real searches, each now with the some-words fallback: seconds on a quiet machine.
  it(
    `lets a member search as fast as they type, and refuses a flood past ${RATE_RULES.searchUser.max} in ${RATE_RULES.searchUser.windowMs / 60_000} minutes in Malay`,
    { timeout: 120_000 },
    async () => {
      const { max, windowMs } = RATE_RULES.searchUser;
      await fromClock(async (start) => {
        const member = t().as(await t().member());
        // Typing a search letter by letter, one search per 200 ms, ten times over.
        const typed = 'penjana gambar';
        let sent = 0;
        for (let round = 0; round < 10; round += 1) {
          for (let i = 1; i <= typed.length; i += 1) {
            t().clock.current = new Date(start + sent * 200);
            const res = await member.get(`${URL}?q=${encodeURIComponent(typed.slice(0, i))}`);
            expect(res.statusCode).toBe(200);
            sent += 1;
          }
        }
        // A script at the burst limit: 50 every 10 seconds until the window's searches are spent.
        const burst = RATE_RULES.searchBurstUser;
        for (let i = sent; i < max; i += burst.max) {
          t().clock.current = new Date(start + 30_000 + (i / burst.max) * burst.windowMs);
          const answers = await Promise.all(
            Array.from({ length: Math.min(burst.max, max - i) }, (_, j) =>
              member.get(`${URL}?q=banjir${i + j}`),
            ),
          );
          expect(answers.filter((r) => r.statusCode !== 200)).toEqual([]);
        }
        t().clock.current = new Date(t().clock.current.getTime() + burst.windowMs);
        const refused = await member.get(`${URL}?q=satu+lagi`);
        expect(refused.statusCode).toBe(429);
        const left = start + windowMs - t().clock.current.getTime();
        expect(refused.json().error).toEqual({
          code: 'rate_limited',
          message: RATE_LIMITED_MESSAGE(Math.ceil(left / 60_000)),
        });
        // Another member searches on; the window over, so does this one.
        expect(
          (
            await t()
              .as(await t().member())
              .get(`${URL}?q=lain`)
          ).statusCode,
        ).toBe(200);
        t().clock.current = new Date(start + windowMs);
        expect((await member.get(`${URL}?q=semula`)).statusCode).toBe(200);
      });
    },
  );
});

it(`stops a burst past ${RATE_RULES.searchBurstUser.max} searches in ${RATE_RULES.searchBurstUser.windowMs / 1000} s, without spending the longer limit`, async () => {
  const { max, windowMs } = RATE_RULES.searchBurstUser;
  await fromClock(async (start) => {
    const member = t().as(await t().member());
    const answers = await Promise.all(
      Array.from({ length: 2 * max }, (_, i) => member.get(`${URL}?q=serbu${i}`)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(max);
    expect(codes.filter((code) => code === 429)).toHaveLength(max);
    // Ten seconds on, the member searches again: the refused burst used none of the 600.
    t().clock.current = new Date(start + windowMs);
    const again = await Promise.all(
      Array.from({ length: max }, (_, i) => member.get(`${URL}?q=lagi${i}`)),
    );
    expect(again.every((r) => r.statusCode === 200)).toBe(true);
  });
});

describeAdminCrud(t, {
  resource: 'synonyms',
  create: () => ({ words: [` kereta${++n} `, `car${n}`] }),
  update: () => ({ words: [`motosikal${++n}`, `motorcycle${n}`, `motor${n}`] }),
  created: (body) => ({ words: (body as { words: string[] }).words.map((w) => w.trim()) }),
  updated: (body) => body,
  search: (body) => (body as { words: string[] }).words[0]!.trim(),
  invalidCreate: [
    {
      name: 'one word only',
      body: { words: ['kereta'] },
      field: 'words',
      message: SYNONYM_MESSAGES.wordsRequired,
    },
    {
      name: 'the same word twice in other cases',
      body: { words: ['Kereta', 'kéreta'] },
      field: 'words',
      message: SYNONYM_MESSAGES.wordsRequired,
    },
    {
      name: 'a blank row beside one word',
      body: { words: ['kereta', ' '] },
      field: 'words',
      message: SYNONYM_MESSAGES.wordsRequired,
    },
    {
      name: 'a word over 40 characters',
      body: { words: ['kereta', 'x'.repeat(41)] },
      field: 'words.1',
      message: 'Must be at most 40 characters',
    },
  ],
});
