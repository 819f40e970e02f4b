import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SessionUser } from '@shared/auth';
import { sessionQueryOptions } from '../lib/session';
import { stubApi, type ApiRoutes } from '../lib/test-api';
import type { AdminFormProps } from './components/admin-form';

// Helpers of the admin panel's component tests; the network boundary is lib/test-api.ts.

export const adminUser: SessionUser = {
  id: 'me',
  username: 'pentadbir',
  email: 'pentadbir@contoh.my',
  role: 'admin',
  status: 'approved',
  displayName: 'Pentadbir',
  avatarUrl: null,
  interfaceLanguage: null,
  weeklyDigest: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Renders `ui` signed in as an admin, with a fresh query client and router. */
export function renderAdmin(
  ui: ReactNode,
  { at = '/admin' }: { at?: string | { pathname: string; search?: string; state?: unknown } } = {},
) {
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
 * (the lists load more as they scroll); after it a clean page and the real globals again.
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
  routes: ApiRoutes,
) {
  stubApi(routes);
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

export { promptOf } from '../lib/test-data';

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
