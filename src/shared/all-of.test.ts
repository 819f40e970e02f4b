import { describe, expect, it } from 'vitest';
import { allOf } from './all-of.js';

describe('allOf', () => {
  it('answers each task under its own name, whatever order they settle in', async () => {
    let releaseFirst: (value: string) => void = () => {};
    const first = new Promise<string>((resolve) => (releaseFirst = resolve));
    const all = allOf({ first, second: Promise.resolve(2) });
    releaseFirst('one');
    await expect(all).resolves.toEqual({ first: 'one', second: 2 });
  });

  it('fails as Promise.all does when any task fails', async () => {
    await expect(
      allOf({ ok: Promise.resolve(1), bad: Promise.reject(new Error('no')) }),
    ).rejects.toThrow('no');
  });
});
