import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SessionUser } from '@shared/auth';
import type { PromptResponse } from '@shared/prompts';
import { sessionQueryOptions } from '../../lib/session';
import type { AdminFormProps } from './components/admin-form';

// Helpers of the admin panel's component tests: the network boundary (fetch) answers from a
// table of routes; everything above it is the real code.

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (request: ApiRequest) => unknown;

/** An answer with a status other than 200 (a 201, a 204, or an error body). */
export const reply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const apiError = (status: number, message: string) =>
  reply(status, { error: { code: 'refused', message } });

/** The requests that change something (all but GETs). */
export const writes = (requests: ApiRequest[]) => requests.filter((r) => r.method !== 'GET');

/** Stubs fetch with `routes` keyed 'METHOD /path'; returns the requests it received. */
export function mockApi(routes: Record<string, Handler>) {
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: ApiRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (!handler) return apiError(404, `No route for ${request.method} ${request.path}`);
    const answer = await handler(request);
    return answer instanceof Response ? answer : reply(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

export const page = <T,>(items: T[]) => ({ items, total: items.length, nextCursor: null });

export const adminUser: SessionUser = {
  id: 'me',
  username: 'pentadbir',
  email: 'pentadbir@contoh.my',
  role: 'admin',
  status: 'approved',
  displayName: 'Pentadbir',
  avatarUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Renders `ui` signed in as an admin, with a fresh query client and router. */
export function renderAdmin(ui: ReactNode, { at = '/admin' }: { at?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(sessionQueryOptions.queryKey, { user: adminUser });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

/**
 * The hooks every admin component test shares: before each test a stub IntersectionObserver
 * (the lists load more as they scroll); after it a clean page, the real globals again, and the
 * calls of a mocked toast (`vi.mock('sonner')`) forgotten.
 */
export function setupAdminTests() {
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const fn of Object.values(toast)) if (vi.isMockFunction(fn)) fn.mockClear();
  });
}

/** A category as GET /api/categories lists it. */
export const categoryOption = (name: string) => ({
  id: name,
  name,
  description: null,
  counts: { tools: 0, tutorials: 0, workflows: 0 },
});

/** The categories Coding and Writing, for the forms that offer the table's categories. */
export const CATEGORY_ROUTES = {
  'GET /api/categories': () => ({ items: [categoryOption('Coding'), categoryOption('Writing')] }),
};

/** Renders an admin add form, or the edit form of `item`, against `routes`; returns onSubmit. */
export function renderAdminForm<T, B>(
  Form: ComponentType<AdminFormProps<T, B>>,
  item: T | undefined,
  routes: Parameters<typeof mockApi>[0],
) {
  mockApi(routes);
  const onSubmit = vi.fn(() => Promise.resolve());
  renderAdmin(<Form item={item} onSubmit={onSubmit} onCancel={() => {}} />);
  return onSubmit;
}

/** Types `value` into the control labelled `label`. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Presses the submit button (Save) and lets the form settle. */
export const submitForm = (name = 'Save') =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name })));

export const promptOf = (overrides: Partial<PromptResponse> = {}): PromptResponse => ({
  id: 'p1',
  title: 'Tulis Iklan',
  description: 'Penerangan pendek',
  promptText: 'Tulis iklan untuk...',
  category: 'Marketing',
  difficulty: 'Pemula',
  imageUrl: null,
  tools: [],
  usageTips: [],
  tags: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** The EventSource a panel opens (`last`); `emit` delivers a server event to it. */
export class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = new MessageEvent(type, { data: data === undefined ? '' : JSON.stringify(data) });
    act(() => void this.dispatchEvent(event));
  }
}
