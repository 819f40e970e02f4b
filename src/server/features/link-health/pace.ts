import { setTimeout as sleep } from 'node:timers/promises';

export interface PaceOptions {
  /** Requests in flight at once, across all hosts. */
  concurrency: number;
  /** The least time between the end of one request to a host and the start of the next to it. */
  hostDelayMs: number;
  signal?: AbortSignal;
}

/**
 * Runs `work` for every item, politely: one request at a time per host, `hostDelayMs` apart,
 * and at most `concurrency` at once overall. Items of different hosts go on side by side.
 */
export async function paced<T>(
  items: T[],
  hostOf: (item: T) => string,
  work: (item: T) => Promise<void>,
  { concurrency, hostDelayMs, signal }: PaceOptions,
): Promise<void> {
  const lanes = new Map<string, T[]>();
  for (const item of items) {
    const host = hostOf(item);
    const lane = lanes.get(host);
    if (lane) lane.push(item);
    else lanes.set(host, [item]);
  }
  const slots = limiter(concurrency);
  await Promise.all(
    [...lanes.values()].map(async (lane) => {
      for (const [index, item] of lane.entries()) {
        if (index > 0 && hostDelayMs > 0) await sleep(hostDelayMs, undefined, { signal });
        signal?.throwIfAborted();
        await slots(() => work(item));
      }
    }),
  );
}

/** Runs what it is given, at most `size` at a time, in the order asked. */
function limiter(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <R>(task: () => Promise<R>): Promise<R> => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
