// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { STREAM_REPLACED_EVENT } from '@shared/admin';
import { useAdminEvents } from './use-admin-events';

class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

it('stops listening when the server says a newer panel of the same admin replaced it', () => {
  vi.stubGlobal('EventSource', FakeEventSource);
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useAdminEvents(), { wrapper });
  const source = FakeEventSource.last!;
  expect(source.closed).toBe(false);
  act(() => void source.dispatchEvent(new MessageEvent(STREAM_REPLACED_EVENT, { data: '{}' })));
  expect(source.closed).toBe(true);
});
