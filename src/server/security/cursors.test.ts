import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../db/paging.js';
import { useTestApp } from '../test/app.js';
import { fillPath, routeName, userWithSession } from '../test/routes.js';

// Issue 15: a list cursor holding a time PostgreSQL cannot store (a JavaScript date beyond year
// 9999, or year 0) answered 500 on every newest-first list. Every GET route the app registers is
// called with such cursors, as an admin (who may call them all): a list refuses them with 400,
// any other route ignores them, none answers 5xx.

const t = useTestApp();

/** Times JavaScript writes back exactly as given, outside PostgreSQL's years 1–9999. */
const OUT_OF_RANGE = [
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+010000-01-01T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
];

describe('list cursors holding times out of range', () => {
  it('are refused with 400 by every newest-first list, and answer no route with a 5xx', async () => {
    const admin = await userWithSession(t(), { role: 'admin' });
    const refusedBy = new Set<string>();
    for (const route of t().app.apiRoutes) {
      if (route.method !== 'GET' || route.url === '/api/admin/events') continue;
      for (const time of OUT_OF_RANGE) {
        const cursor = encodeCursor(time, '00000000-0000-4000-8000-000000000000');
        const res = await t()
          .as(admin.cookie)
          .get(`${fillPath(route.url)}?cursor=${cursor}&limit=5`);
        expect(res.statusCode, `${routeName(route)} ${time}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 400 && res.json().error.fields?.cursor) {
          expect(res.json().error.fields.cursor).toBe('cursor is invalid');
          refusedBy.add(routeName(route));
        }
      }
    }
    // The member lists (tools, tutorials, workflows, prompts, suggestions…) and the admin tabs.
    expect(refusedBy.size).toBeGreaterThanOrEqual(12);
  });
});
