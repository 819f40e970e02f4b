import { vi } from 'vitest';
import type { ApiAnswer, ApiRouteName } from '@shared/api-contract';
import type { Page } from '@shared/api';

// The component tests' network boundary: fetch answers from a table of routes, everything above
// it is the real code. A route is named as the server registers it ('GET /api/tools/:id') and
// its handler may answer only what the route answers (shared/api-contract.ts, which a server
// test checks against the routes themselves), or a Response for any other status.

export interface ApiRequest {
  method: string;
  path: string;
  /** The route's `:name` parts, as the path filled them. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

type Answer<R extends ApiRouteName> = ApiAnswer<R> extends null ? void | null : ApiAnswer<R>;

export type ApiRoutes = {
  [R in ApiRouteName]?: (
    request: ApiRequest,
  ) => Answer<R> | Response | Promise<Answer<R> | Response>;
};

/** An answer with a status other than 200 (a 201, a 204, or an error body). */
export const reply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A refusal in the API's error shape. */
export const apiError = (status: number, message: string, code = 'refused') =>
  reply(status, { error: { code, message } });

/** One page holding all of `items`. */
export const page = <T>(items: T[]): Page<T> => ({ items, total: items.length, nextCursor: null });

/** The requests that change something (all but GETs). */
export const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');

/** 'GET /api/tools/:id' as a matcher of a method and a path. */
function matcherOf(name: string) {
  const [method, pattern = ''] = name.split(' ');
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, n) => {
    names.push(n);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (request: { method: string; path: string }) => {
    if (request.method !== method) return null;
    const found = regex.exec(request.path);
    if (!found) return null;
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)]));
  };
}

/**
 * Stubs fetch with `routes`; returns the requests it received, in order. A request no route
 * takes gets a 404; a handler's plain value is a 200 with it as JSON, nothing a 204.
 */
export function stubApi(routes: ApiRoutes) {
  // Fixed paths first, so 'GET /api/tools/lookup' wins over 'GET /api/tools/:id'.
  const table = Object.entries(routes)
    .sort(([a], [b]) => Number(a.includes(':')) - Number(b.includes(':')))
    .map(([name, handler]) => ({
      match: matcherOf(name),
      handler: handler as (request: ApiRequest) => unknown,
    }));
  const requests: ApiRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request: ApiRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        params: {},
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      for (const { match, handler } of table) {
        const params = match(request);
        if (!params) continue;
        request.params = params;
        const answer = await handler(request);
        if (answer instanceof Response) return answer;
        return answer === undefined || answer === null ? reply(204) : reply(200, answer);
      }
      return apiError(404, `No route for ${request.method} ${request.path}`, 'not_found');
    }),
  );
  return requests;
}
