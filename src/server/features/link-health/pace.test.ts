import { describe, expect, it } from 'vitest';
import { paced } from './pace.js';

// Issue 23, link health: how politely the links are asked for (no network: the work is a stub).

const hostOf = (item: string) => item[0]!;

/** A promise settled from outside. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('paced', () => {
  it('keeps at most `concurrency` items in flight, one per host, each host in order', async () => {
    const items = ['a1', 'a2', 'a3', 'b1', 'b2', 'c1', 'd1', 'd2', 'e1'];
    const inFlight = new Set<string>();
    let most = 0;
    const done: string[] = [];
    await paced(
      items,
      hostOf,
      async (item) => {
        expect([...inFlight].some((other) => hostOf(other) === hostOf(item))).toBe(false);
        inFlight.add(item);
        most = Math.max(most, inFlight.size);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight.delete(item);
        done.push(item);
      },
      { concurrency: 2, hostDelayMs: 0 },
    );
    expect([...done].sort()).toEqual([...items].sort());
    expect(most).toBe(2);
    for (const host of 'abcde') {
      const own = done.filter((item) => hostOf(item) === host);
      expect(own).toEqual([...own].sort());
    }
  });

  it("gives a host's pause to the other hosts", async () => {
    const started: string[] = [];
    await paced(
      ['a1', 'a2', 'b1'],
      hostOf,
      async (item) => {
        started.push(item);
      },
      // One worker: b1 goes while a waits its pause, rather than after it.
      { concurrency: 1, hostDelayMs: 30 },
    );
    expect(started).toEqual(['a1', 'b1', 'a2']);
  });

  it('stops at the first failure: nothing more starts, the others are told, and it ends last', async () => {
    const events: string[] = [];
    const b1 = deferred();
    const failure = new Error('database gone');
    const run = paced(
      ['a1', 'a2', 'b1', 'b2', 'c1'],
      hostOf,
      async (item, signal) => {
        events.push(`start ${item}`);
        if (item === 'b1') {
          signal.addEventListener('abort', () => {
            events.push('b1 told');
            // b1 ends a turn of the event loop later: the run must wait for it.
            setImmediate(() => {
              events.push('b1 ended');
              b1.resolve();
            });
          });
          return b1.promise;
        }
        if (item === 'a1') {
          await new Promise((resolve) => setImmediate(resolve));
          throw failure;
        }
      },
      { concurrency: 2, hostDelayMs: 0 },
    ).catch((error: unknown) => {
      events.push('rejected');
      throw error;
    });
    await expect(run).rejects.toBe(failure);
    expect(events).toEqual(['start a1', 'start b1', 'b1 told', 'b1 ended', 'rejected']);
  });

  it('stops when its signal aborts, telling the items in flight', async () => {
    const outer = new AbortController();
    const told: string[] = [];
    const started: string[] = [];
    const run = paced(
      ['a1', 'a2', 'b1'],
      hostOf,
      (item, signal) => {
        started.push(item);
        const ended = new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            told.push(item);
            resolve();
          });
        });
        if (started.length === 2) outer.abort(new Error('closing'));
        return ended;
      },
      { concurrency: 2, hostDelayMs: 0, signal: outer.signal },
    );
    await expect(run).rejects.toThrow('closing');
    expect(started).toEqual(['a1', 'b1']);
    expect(told.sort()).toEqual(['a1', 'b1']);
  });
});
