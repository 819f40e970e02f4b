import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { registerSharedAnswers } from './shared-answers.js';
import type { DB } from '../db/connect.js';

const t = useTestApp({ READ_CACHE_SECONDS: '5' });

/** Renames a tool behind the app's back, as another process's write the feed has not told of. */
const renameQuietly = (id: string, name: string) =>
  t().db.updateTable('tools').set({ name }).where('id', '=', id).execute();

describe('shared answers (content every member reads alike)', () => {
  it("are sent again as they were for the cache's time on the app's clock, then read afresh", async () => {
    const cookie = await t().member();
    const [tool] = await t().insertTools({ name: 'Alat Asal' });
    const name = async () =>
      (await t().as(cookie).get(`/api/tools/${tool!.id}`)).json<{ tool: { name: string } }>().tool
        .name;
    const start = t().clock.current;
    try {
      expect(await name()).toBe('Alat Asal');
      await renameQuietly(tool!.id, 'Alat Baharu');
      t().clock.current = new Date(start.getTime() + 4999);
      expect(await name()).toBe('Alat Asal');
      t().clock.current = new Date(start.getTime() + 5000);
      expect(await name()).toBe('Alat Baharu');
    } finally {
      t().clock.current = start;
    }
  });

  it("are forgotten at once when an admin's change is announced", async () => {
    const [cookie, admin] = [await t().member(), await t().admin()];
    // One word: of two, the other could find other tools, as some of the words (issue 33).
    const [tool] = await t().insertTools({ name: 'AlatLamaQz', category: 'Writing' });
    const url = '/api/tools?q=AlatLamaQz';
    expect((await t().as(cookie).get(url)).json()).toMatchObject({ total: 1 });
    const res = await t().as(admin).delete(`/api/admin/tools/${tool!.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t().as(cookie).get(url)).json()).toMatchObject({ total: 0, items: [] });
  });

  it('still ask who is calling and check the input first', async () => {
    const cookie = await t().member();
    const [tool] = await t().insertTools({});
    expect((await t().as(cookie).get(`/api/tools/${tool!.id}`)).statusCode).toBe(200);
    expect((await t().as(null).get(`/api/tools/${tool!.id}`)).statusCode).toBe(401);
    expect((await t().as(cookie).get('/api/tools?limit=24')).statusCode).toBe(200);
    expect((await t().as(cookie).get('/api/tools?limit=-24')).statusCode).toBe(400);
  });

  it('keep the JSON, not the compressed copy one caller asked for', async () => {
    const cookie = await t().member();
    const tools = await t().insertTools(
      ...Array.from({ length: 30 }, (_, i) => ({ name: `Zip ${i}` })),
    );
    const url = '/api/tools?q=Zip&limit=24';
    const zipped = await t()
      .as(cookie)
      .get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    for (const tool of tools) await renameQuietly(tool.id, `${tool.name} (baharu)`);
    const again = await t().as(cookie).get(url);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.json()).toEqual(JSON.parse(gunzipSync(zipped.rawPayload).toString()));
    expect(again.json<{ items: unknown[] }>().items).toHaveLength(24);
  });

  it('are refused at start-up on a write or a route with a limit per member', async () => {
    for (const route of [
      { method: 'POST' as const, config: { sharedAnswer: true } },
      { method: 'GET' as const, config: { sharedAnswer: true, memberLimit: { max: 1 } } },
    ]) {
      const app = Fastify();
      registerSharedAnswers(app, {} as DB);
      expect(() =>
        app.route({ ...route, url: '/x', config: route.config as never, handler: () => 'x' }),
      ).toThrow(/share its answer/);
      await app.close();
    }
  });
});
