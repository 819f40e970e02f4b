import type { ChangeEvent } from '../../shared/admin.js';
import type { ChangeFeed, FeedEvent } from '../db/changes.js';

/** Event streams one admin may hold open in one process; opening one more ends their oldest. */
export const MAX_STREAMS_PER_ADMIN = 3;

/** One open GET /api/admin/events. */
export interface AdminStream {
  /** The admin account that opened it. */
  userId: string;
  /** Sends a change on to the panel. */
  send(event: ChangeEvent): void;
  /** Whether its session still opens the admin panel (false when that cannot be told). */
  stillAdmin(): Promise<boolean>;
  /** Ends the response; `replaced`: because its admin opened one more (tell the panel so). */
  end(replaced?: boolean): void;
}

/**
 * This process's open event streams. Every change heard, from this process or another, is sent
 * on to them and makes each check its session again, so a stream whose admin signed out, was
 * deleted or lost the panel ends when that is announced rather than at its next heartbeat.
 */
export function openStreams(changes: ChangeFeed) {
  // Oldest first, so an admin's oldest stream is the first of theirs here.
  const open = new Set<AdminStream>();
  let unsubscribe: (() => void) | null = null;
  let checking = false;
  let checkAgain = false;

  const remove = (stream: AdminStream) => {
    open.delete(stream);
    if (open.size === 0 && unsubscribe) {
      unsubscribe();
      unsubscribe = null;
    }
  };
  const end = (stream: AdminStream, replaced = false) => {
    if (!open.has(stream)) return;
    remove(stream);
    stream.end(replaced);
  };

  // A burst of changes costs at most two rounds: one running, one after it for what came since
  // (a round that began before a sign-out committed may still have seen the session).
  const checkAll = async () => {
    if (checking) return void (checkAgain = true);
    checking = true;
    try {
      do {
        checkAgain = false;
        const streams = [...open];
        const allowed = await Promise.all(streams.map((stream) => stream.stillAdmin()));
        streams.forEach((stream, i) => {
          if (!allowed[i]) end(stream);
        });
      } while (checkAgain);
    } finally {
      checking = false;
    }
  };

  const heard = ({ resource }: FeedEvent) => {
    // Ended sessions concern no panel's data, only whether a stream may go on.
    if (resource !== 'sessions') for (const stream of open) stream.send({ resource });
    void checkAll();
  };

  return {
    add(stream: AdminStream) {
      const mine = [...open].filter((other) => other.userId === stream.userId);
      const oldest = mine.slice(0, Math.max(0, mine.length + 1 - MAX_STREAMS_PER_ADMIN));
      for (const old of oldest) end(old, true);
      open.add(stream);
      unsubscribe ??= changes.subscribe(heard);
    },
    /** The stream closed by itself (the browser went away). */
    remove,
    /** Ends the stream if it is still open. */
    end,
    endAll: () => [...open].forEach((stream) => end(stream)),
  };
}
