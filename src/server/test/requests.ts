import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions.js';

// The one way the API tests send a request (STYLE "Test requests as a user"): `t().as(user)`,
// where the user is a Cookie header, anything holding one (`signedIn()`, `userWithSession()`),
// or null for a visitor.

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Who sends the request: a Cookie header, a signed-in user's `{ cookie }`, or null (a visitor). */
export type Caller = string | { readonly cookie: string } | null | undefined;

export interface SendOptions {
  /** More headers; they win over the ones the helper sets (Host, Cookie, Origin). */
  headers?: Record<string, string>;
  /** The client's address (the per-address limits count by it); 127.0.0.1 when not given. */
  remoteAddress?: string;
  /**
   * The Origin a write carries: the app's own by default, as a browser on the site sends it;
   * null sends none (a same-site form, a script without CORS, curl).
   */
  origin?: string | null;
}

/** A JSON body (an object or array) or raw text, sent as given with the caller's content-type. */
export type Payload = object | string;

export type Send = (
  url: string,
  payload?: Payload,
  options?: SendOptions,
) => Promise<LightMyRequestResponse>;

export interface RequestsAs {
  get: (url: string, options?: SendOptions) => Promise<LightMyRequestResponse>;
  post: Send;
  patch: Send;
  put: Send;
  delete: Send;
  /** Any method ('GET', 'POST', … as the route table names them), for the tests that walk it. */
  send: (
    method: string,
    url: string,
    payload?: Payload,
    options?: SendOptions,
  ) => Promise<LightMyRequestResponse>;
}

const cookieOf = (caller: Caller) =>
  caller == null ? undefined : typeof caller === 'string' ? caller : caller.cookie;

/** The requests of `caller` to `app`, whose own origin is `origin`. */
export function requestsAs(app: FastifyInstance, origin: string, caller: Caller): RequestsAs {
  const cookie = cookieOf(caller);
  const send: RequestsAs['send'] = (method, url, payload, options = {}) => {
    const write = method.toUpperCase() !== 'GET';
    const sentOrigin = options.origin === undefined ? origin : options.origin;
    return app.inject({
      method: method.toUpperCase() as Method,
      url,
      headers: {
        // The app's own host, as a browser on the site names it (the Host rule, issue 31).
        host: new URL(origin).host,
        ...(cookie ? { cookie } : {}),
        ...(write && sentOrigin ? { origin: sentOrigin } : {}),
        ...options.headers,
      },
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
  };
  return {
    get: (url, options) => send('GET', url, undefined, options),
    post: (url, payload, options) => send('POST', url, payload, options),
    patch: (url, payload, options) => send('PATCH', url, payload, options),
    put: (url, payload, options) => send('PUT', url, payload, options),
    delete: (url, payload, options) => send('DELETE', url, payload, options),
    send,
  };
}

/** The Cookie header of the session an answer sets (a sign-in, a reset link); throws without one. */
export function sessionCookieFrom(res: LightMyRequestResponse) {
  const set = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value);
  if (!set) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${SESSION_COOKIE}=${set.value}`;
}
