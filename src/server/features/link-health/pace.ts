export interface PaceOptions {
  /** Requests in flight at once, across all hosts: the number of workers. */
  concurrency: number;
  /** The least time between the end of one request to a host and the start of the next to it. */
  hostDelayMs: number;
  signal?: AbortSignal;
}

/**
 * Runs `work` for every item, politely: `concurrency` workers take hosts from a queue, one item
 * of a host at a time; a host with more items goes back in the queue `hostDelayMs` after its item
 * ended. So at most `concurrency` items are in flight, one per host, and a host's pause leaves
 * the workers to other hosts (whose items go on side by side).
 *
 * The first failure (or `signal`) stops it all: no item starts after it, the `signal` given to
 * the items in flight aborts, and the promise rejects with that failure once every one of them
 * has settled, so nothing is left running when it does.
 */
export async function paced<T>(
  items: T[],
  hostOf: (item: T) => string,
  work: (item: T, signal: AbortSignal) => Promise<void>,
  { concurrency, hostDelayMs, signal: outer }: PaceOptions,
): Promise<void> {
  const lanes = new Map<string, T[]>();
  for (const item of items) {
    const host = hostOf(item);
    const lane = lanes.get(host);
    if (lane) lane.push(item);
    else lanes.set(host, [item]);
  }
  outer?.throwIfAborted();

  const stop = new AbortController();
  const onOuterAbort = () => stop.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  let failure: { error: unknown } | null = null;

  // Hosts ready for their next item: those back from a pause first, then those not yet begun.
  const fresh = [...lanes.values()].map((lane) => ({ lane, next: 0 }));
  let freshHead = 0;
  const back: typeof fresh = [];
  /** Hosts not yet done: ready, in a worker, or pausing. */
  let unfinished = fresh.length;
  const pausing = new Set<NodeJS.Timeout>();
  const idle: (() => void)[] = [];
  const wake = () => idle.splice(0).forEach((resume) => resume());
  stop.signal.addEventListener('abort', () => {
    pausing.forEach(clearTimeout);
    pausing.clear();
    wake();
  });

  const take = () => back.shift() ?? (freshHead < fresh.length ? fresh[freshHead++] : undefined);

  async function worker() {
    while (!stop.signal.aborted && unfinished > 0) {
      const host = take();
      if (!host) {
        await new Promise<void>((resume) => idle.push(resume));
        continue;
      }
      try {
        await work(host.lane[host.next]!, stop.signal);
      } catch (error) {
        failure ??= { error };
        stop.abort(error);
        return;
      }
      host.next += 1;
      if (host.next === host.lane.length) {
        unfinished -= 1;
        if (unfinished === 0) wake();
      } else if (hostDelayMs > 0) {
        const timer = setTimeout(() => {
          pausing.delete(timer);
          back.push(host);
          wake();
        }, hostDelayMs);
        pausing.add(timer);
      } else {
        back.push(host);
        wake();
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  } finally {
    outer?.removeEventListener('abort', onOuterAbort);
  }
  if (failure) throw (failure as { error: unknown }).error;
  stop.signal.throwIfAborted();
}
