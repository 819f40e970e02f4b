import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { z } from 'zod';
import { ADMIN_RESOURCES } from '../../shared/admin.js';

/**
 * What the feed carries: an admin resource that changed, or `sessions`: sessions ended (sign-out,
 * a password set, an evicted session), so every process forgets the sessions it keeps
 * (docs/architecture.md#sessions). `sessions` is never sent on to a panel.
 */
export const FEED_RESOURCES = [...ADMIN_RESOURCES, 'sessions'] as const;
export type FeedResource = (typeof FEED_RESOURCES)[number];
export const FeedEvent = z.object({ resource: z.enum(FEED_RESOURCES) });
export type FeedEvent = z.infer<typeof FeedEvent>;

/**
 * Tells every app process that a resource changed, so open admin panels refresh it (SSE).
 * SQLite runs one process: an in-process emitter. PostgreSQL may run several processes on one
 * database: NOTIFY on a channel every process LISTENs on (docs/architecture.md#shape).
 */
export interface ChangeFeed {
  /** Announce a change; call after the write has committed. */
  publish(resource: FeedResource): Promise<void>;
  /** Hear every change, from this process or another; returns the unsubscribe. */
  subscribe(listener: (event: FeedEvent) => void): () => void;
  /** Resolves once this process hears changes from others (starts listening if need be). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const EVENT = 'change';

export function memoryChangeFeed(): ChangeFeed {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    publish: async (resource) => void emitter.emit(EVENT, { resource }),
    subscribe(listener) {
      emitter.on(EVENT, listener);
      return () => emitter.off(EVENT, listener);
    },
    ready: async () => {},
    close: async () => void emitter.removeAllListeners(),
  };
}

const RECONNECT_MS = 1000;

/**
 * LISTEN holds one connection of the pool, taken when the first listener subscribes (a
 * migration or a seed run never takes it). A lost connection is taken again after a second;
 * changes made meanwhile are missed, and the panel's next fetch shows them.
 */
export function postgresChangeFeed(pool: pg.Pool, channel: string): ChangeFeed {
  const local = memoryChangeFeed();
  /** The listening connection, and how to give it back (once: an error may follow a release). */
  let client: { connection: pg.PoolClient; release: (broken: boolean) => void } | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;

  const listen = async () => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      const parsed = FeedEvent.safeParse(safeJson(message.payload));
      if (parsed.success) void local.publish(parsed.data.resource);
    });
    // Released once, as broken, whichever comes first: a lost connection or a failed LISTEN.
    let dropped = false;
    const release = (broken: boolean) => {
      if (dropped) return;
      dropped = true;
      next.release(broken);
    };
    next.on('error', () => {
      release(true);
      if (client?.connection === next) client = null;
      if (!closed) setTimeout(() => void start(), RECONNECT_MS).unref();
    });
    try {
      await next.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      release(true);
      throw error;
    }
    client = { connection: next, release };
  };
  const start = (): Promise<void> | null => {
    if (closed || client || connecting) return connecting;
    connecting = listen()
      .catch(() => {
        if (!closed) setTimeout(() => void start(), RECONNECT_MS).unref();
      })
      .finally(() => (connecting = null));
    return connecting;
  };

  return {
    async publish(resource) {
      await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify({ resource })]);
    },
    subscribe(listener) {
      void start();
      return local.subscribe(listener);
    },
    async ready() {
      await start();
    },
    async close() {
      closed = true;
      await connecting;
      client?.release(false);
      client = null;
      await local.close();
    },
  };
}

const safeJson = (text: string | undefined) => {
  try {
    return JSON.parse(text ?? '') as unknown;
  } catch {
    return null;
  }
};

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
