import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '@shared/auth';
import { sessionQueryOptions } from './session';

// Helpers of the member screens' component tests: the network boundary (fetch) answers from a
// table of routes keyed 'METHOD /path'; everything above it is the real code.

export interface TestRequest {
  method: string;
  path: string;
  body: unknown;
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** An answer with a status other than 200 (a 201, a 204, or an error body). */
export const reply = json;

/** Stubs fetch with `routes`; returns the requests it received. */
export function stubApi(routes: Record<string, (request: TestRequest) => unknown>) {
  const requests: TestRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const request: TestRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const handler = routes[`${request.method} ${request.path}`];
      if (!handler) return json(404, { error: { code: 'not_found', message: 'No route' } });
      const answer = await handler(request);
      return answer instanceof Response ? answer : json(200, answer);
    }),
  );
  return requests;
}

export const testMember: SessionUser = {
  id: 'me',
  username: 'ahli',
  email: 'ahli@contoh.my',
  role: 'user',
  status: 'approved',
  displayName: 'Ahli Ujian',
  avatarUrl: null,
  createdAt: '2025-03-01T00:00:00.000Z',
};

/** Renders `ui` with a fresh query client and router, signed in as `user` (null: a visitor). */
export function renderWithClient(
  ui: ReactNode,
  { user = testMember }: { user?: SessionUser | null } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(sessionQueryOptions.queryKey, { user });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
