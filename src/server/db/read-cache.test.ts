import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { setImmediate as turn } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/app.js';
import type { DB } from './connect.js';
import { cachedRead, keepAnswer, keptAnswer, readCacheHolds, useReadCache } from './read-cache.js';

const t = useTestApp({ READ_CACHE_SECONDS: '1' });

describe('the read cache', () => {
  it("reuses a list total for its time on the app's clock, then counts again", async () => {
    const cookie = await t().member();
    const category = `Cache-${randomUUID()}`;
    const total = async () =>
      (await t().as(cookie).get(`/api/tools?category=${category}`)).json<{ total: number }>().total;
    const start = t().clock.current;
    const at = (ms: number) => (t().clock.current = new Date(start.getTime() + ms));
    try {
      await t().insertTools({ category });
      expect(await total()).toBe(1);
      await t().insertTools({ category });
      // The app's clock, not the machine's, decides: a slow machine changes nothing here.
      at(999);
      expect(await total()).toBe(1);
      at(1000);
      expect(await total()).toBe(2);
    } finally {
      t().clock.current = start;
    }
  });

  it("keeps a short search's count, which reads every row, twelve times longer", async () => {
    const cookie = await t().member();
    const total = async (q: string) =>
      (await t().as(cookie).get(`/api/tools?q=${q}`)).json<{ total: number }>().total;
    const start = t().clock.current;
    const at = (ms: number) => (t().clock.current = new Date(start.getTime() + ms));
    try {
      // "qv" and "zephyrqv" are in no demo tool; the index answers three letters and more.
      await t().insertTools({ name: `Alat zephyrqv ${randomUUID()}` });
      expect([await total('qv'), await total('zephyrqv')]).toEqual([1, 1]);
      await t().insertTools({ name: `Alat zephyrqv ${randomUUID()}` });
      at(1000);
      expect([await total('qv'), await total('zephyrqv')]).toEqual([1, 2]);
      // (The whole answer is kept for the cache's time too, so each look is a second apart.)
      at(11_000);
      expect(await total('qv')).toBe(1);
      at(12_000);
      expect(await total('qv')).toBe(2);
    } finally {
      t().clock.current = start;
    }
  });

  it("keeps a member's saved-items count for the usual time only, short search or not", async () => {
    const { cookie } = await t().signedIn();
    const me = t().as(cookie);
    const [tool] = await t().insertTools({ name: `Alat simpanqx ${randomUUID()}` });
    await me.post('/api/me/favorites', { itemType: 'tool', itemId: tool!.id });
    const total = async () =>
      (await me.get('/api/tools?saved=1&q=qx')).json<{ total: number }>().total;
    const start = t().clock.current;
    try {
      expect(await total()).toBe(1);
      await me.delete(`/api/me/favorites/tool/${tool!.id}`);
      t().clock.current = new Date(start.getTime() + 1000);
      expect(await total()).toBe(0);
    } finally {
      t().clock.current = start;
    }
  });

  it('shares one read among callers that arrive together, and forgets a failed one', async () => {
    const db = {} as DB;
    useReadCache(db, 60_000, () => new Date(0));
    const load = vi.fn(async () => 42);
    const results = await Promise.all([1, 2, 3].map(() => cachedRead(db, 'k', load)));
    expect(results).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi.fn().mockRejectedValueOnce(new Error('sekejap')).mockResolvedValue(7);
    await expect(cachedRead(db, 'f', failing)).rejects.toThrow('sekejap');
    expect(await cachedRead(db, 'f', failing)).toBe(7);
  });

  it('is off when the time is 0', async () => {
    const db = {} as DB;
    useReadCache(db, 0, () => new Date(0));
    const load = vi.fn(async () => 1);
    await cachedRead(db, 'k', load);
    await cachedRead(db, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps whole answers up to 16 MB, forgetting the oldest first', () => {
    const db = {} as DB;
    useReadCache(db, 60_000, () => new Date(0));
    const body = (c: string) => c.repeat(6_000_000);
    for (const key of ['a', 'b', 'c']) keepAnswer(db, key, body(key));
    expect(keptAnswer(db, 'a')).toBeUndefined();
    expect(keptAnswer(db, 'b')?.toString()).toBe(body('b'));
    expect(keptAnswer(db, 'c')?.toString()).toBe(body('c'));
    keepAnswer(db, 'too big', 'x'.repeat(16_000_001));
    expect(keptAnswer(db, 'too big')).toBeUndefined();
    expect(keptAnswer(db, 'b')?.toString()).toBe(body('b'));
  });

  it('forgets reads and answers past their time as new ones are kept', async () => {
    const db = {} as DB;
    let now = 0;
    useReadCache(db, 1_000, () => new Date(now));
    await cachedRead(db, 'a', async () => 1);
    keepAnswer(db, '/a', 'x'.repeat(1_000));
    now = 999;
    await cachedRead(db, 'b', async () => 2);
    keepAnswer(db, '/b', 'y'.repeat(1_000));
    expect(readCacheHolds(db)).toEqual({ reads: 2, answerBytes: 2_000 });
    now = 1_500;
    await cachedRead(db, 'c', async () => 3);
    keepAnswer(db, '/c', 'z'.repeat(1_000));
    // 'a' is past its second; 'b' is not yet.
    expect(readCacheHolds(db)).toEqual({ reads: 2, answerBytes: 2_000 });
    expect(keptAnswer(db, '/b')?.length).toBe(1_000);
    expect(await cachedRead(db, 'b', async () => 20)).toBe(2);
  });

  it('keeps what a read found, not the request it was read for', async () => {
    // A read's promise holds the asynchronous context it was made in (the request, its reply):
    // kept for the cache's time, those were thousands of requests held after a load test.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const db = {} as DB;
    useReadCache(db, 60_000, () => new Date(0));
    const requests = new AsyncLocalStorage<object>();
    let request: object | undefined = { reply: 'x'.repeat(1_000) };
    const held = new WeakRef(request);
    await requests.run(request, () => cachedRead(db, 'k', async () => 42));
    request = undefined;
    await turn();
    gc();
    expect(held.deref()).toBeUndefined();
    expect(await cachedRead(db, 'k', async () => 0)).toBe(42);
  });
});
