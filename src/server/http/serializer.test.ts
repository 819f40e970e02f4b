import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.js';

const Card = z.object({
  id: z.string(),
  rating: z.number().nullable(),
  tags: z.array(z.string()),
  owner: z.object({ name: z.string() }).nullable(),
  kind: z.enum(['tool', 'prompt']),
  note: z.string().optional(),
});

const serialize = (schema: unknown) => serializerCompiler({ schema, method: 'GET', url: '/x' });

describe('the response serializer', () => {
  it('writes only what the schema names, however deep (a hash never leaves by accident)', () => {
    const body = serialize(Card)({
      id: 'a',
      rating: null,
      tags: ['x'],
      owner: { name: 'Aina', password_hash: 'secret' },
      kind: 'tool',
      password_hash: 'secret',
    });
    expect(JSON.parse(body)).toEqual({
      id: 'a',
      rating: null,
      tags: ['x'],
      owner: { name: 'Aina' },
      kind: 'tool',
    });
    expect(body).not.toContain('secret');
  });

  it('writes a nullable object as null or as the object, and lists of objects', () => {
    const page = serialize(z.object({ items: z.array(Card), next: z.string().nullable() }));
    const item = { id: 'b', rating: 4.5, tags: [], owner: null, kind: 'prompt', note: 'n' };
    expect(
      JSON.parse(page({ items: [item, { ...item, owner: { name: 'Ali' } }], next: null })),
    ).toEqual({ items: [item, { ...item, owner: { name: 'Ali' } }], next: null });
  });

  it("takes a schema wrapped as { properties } and refuses anything that isn't zod", () => {
    expect(serialize({ properties: z.object({ ok: z.boolean() }) })({ ok: true, x: 1 })).toBe(
      '{"ok":true}',
    );
    expect(() => serialize({ type: 'object' })).toThrow(/zod schema/);
  });

  it("is the app's: a route's answer through Fastify keeps to its schema", async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    app.get('/card', { schema: { response: { 200: Card } } }, async () => ({
      id: 'c',
      rating: 3,
      tags: ['t'],
      owner: null,
      kind: 'tool',
      secret: 'never',
    }));
    const res = await app.inject('/card');
    await app.close();
    expect(res.json()).toEqual({ id: 'c', rating: 3, tags: ['t'], owner: null, kind: 'tool' });
  });
});
