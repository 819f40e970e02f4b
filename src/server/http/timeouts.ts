import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * How long a client may take (Node's http server semantics), so a slow-drip or silent client
 * cannot hold a connection open for minutes.
 */
export function serverTimeouts({ requestMs, idleMs, keepAliveMs }: Config['timeouts']) {
  return {
    // The whole request, headers and body, must arrive in time, or a 408 ends the connection.
    // It does not limit the answer: the admin event stream stays open.
    requestTimeout: requestMs,
    // A connection with nothing sent or received for this long is closed, even mid-answer: the
    // event stream's heartbeat keeps it busy (the configuration checks it beats more often).
    connectionTimeout: idleMs,
    // An idle kept-alive connection waits this long for its next request; above a proxy's own
    // idle limit (often 60 s), so the proxy never reuses a connection the app is closing.
    keepAliveTimeout: keepAliveMs,
    http: {
      // Node's default gives headers 60 s, longer than the whole request may take.
      headersTimeout: requestMs,
      // Node looks for late requests every 30 s by default, letting one run that much too long.
      connectionsCheckingInterval: Math.min(1000, requestMs),
    },
  } satisfies Partial<FastifyHttpOptions<Server>>;
}
