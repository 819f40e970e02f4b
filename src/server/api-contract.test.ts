import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_CONTRACT, NoContent, OUTSIDE_CONTRACT } from '../shared/api-contract.js';
import { useTestApp } from './test/app.js';
import { routeName } from './test/routes.js';

// shared/api-contract.ts is what the web's tests let a fake answer be: it must say what each
// registered route really answers, or a fake could drift from the API and the tests still pass.

const t = useTestApp();
const outside = new Set<string>(OUTSIDE_CONTRACT);

/** A schema's JSON form, so one built inline (pageOf(...)) equals the contract's copy. */
const shape = (schema: unknown) =>
  z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' });

describe('the API contract (shared/api-contract.ts)', () => {
  it('names every route the app registers, and no other', () => {
    const routes = t()
      .app.apiRoutes.map(routeName)
      .filter((name) => !outside.has(name));
    expect(Object.keys(API_CONTRACT).sort()).toEqual([...routes, 'GET /readyz'].sort());
  });

  it('gives /readyz (outside /api, so not in the route table above) its real answer', async () => {
    const res = await t().as(null).get('/readyz');
    expect(API_CONTRACT['GET /readyz'].parse(res.json())).toEqual({ status: 'ok' });
  });

  it("gives each route the answer of the route's own response schema", () => {
    const differ: string[] = [];
    for (const route of t().app.apiRoutes) {
      const name = routeName(route);
      if (outside.has(name)) continue;
      const success = Object.entries(route.response ?? {}).filter(([status]) => /^2/.test(status));
      expect(success.length, name).toBeLessThanOrEqual(1);
      // A route without a success schema sends no body (a 204).
      const registered = success[0]?.[1] ?? NoContent;
      const contract = API_CONTRACT[name as keyof typeof API_CONTRACT];
      if (JSON.stringify(shape(contract)) !== JSON.stringify(shape(registered))) differ.push(name);
    }
    expect(differ).toEqual([]);
  });
});
