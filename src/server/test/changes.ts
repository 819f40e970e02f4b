import { beforeAll } from 'vitest';
import type { TestApp } from './app.js';

/**
 * Listens to the app's change feed from before the file's first test and returns a counter of
 * the events announced for `resource`, for `expect.poll(count).toBeGreaterThan(before)`.
 */
export function countChangesOf(t: () => TestApp, resource: string) {
  const heard: string[] = [];
  beforeAll(async () => {
    t().changes.subscribe((event) => heard.push(event.resource));
    await t().changes.ready();
  });
  return () => heard.filter((r) => r === resource).length;
}
