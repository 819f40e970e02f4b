// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { STREAM_REPLACED_EVENT } from '@shared/admin';
import { FakeEventSource } from '../test-utils';
import { useAdminEvents } from './use-admin-events';

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
  source.emit(STREAM_REPLACED_EVENT, {});
  expect(source.closed).toBe(true);
});
