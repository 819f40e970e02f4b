import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { sessionQueryOptions } from './session';
import { testMember } from './test-render';

const onSessionLost = vi.fn();

const failWith = (status: number, code = 'http_error') =>
  vi.fn(async () => {
    throw new ApiError(status, code, 'gagal');
  });

/** A client as the app makes it, signed in, holding a member's data. */
function signedInClient() {
  const client = createQueryClient({ onSessionLost });
  client.setQueryData(sessionQueryOptions.queryKey, { user: testMember });
  client.setQueryData(['favorites'], { items: ['t1'] });
  return client;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('createQueryClient (docs/product.md#roles-and-access data cache)', () => {
  it('keeps answers fresh 5 minutes, cached 10 minutes, without refetching on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
    });
  });

  it('retries a network or server failure twice', async () => {
    for (const status of [0, 500, 503]) {
      const queryFn = failWith(status);
      const run = createQueryClient().fetchQuery({ queryKey: ['x', status], queryFn });
      const settled = run.catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await settled).toBeInstanceOf(ApiError);
      expect(queryFn, `status ${status}`).toHaveBeenCalledTimes(3);
    }
  });

  it('never retries a 4xx answer', async () => {
    for (const status of [400, 403, 404, 429]) {
      const queryFn = failWith(status);
      const settled = createQueryClient()
        .fetchQuery({ queryKey: ['x', status], queryFn })
        .catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await settled).toBeInstanceOf(ApiError);
      expect(queryFn, `status ${status}`).toHaveBeenCalledTimes(1);
    }
  });
});

describe('a 401 (the session is gone on the server)', () => {
  it('from a query clears the cached session and member data and goes to /landing', async () => {
    const client = signedInClient();
    await client
      .fetchQuery({ queryKey: ['tools'], queryFn: failWith(401, 'unauthenticated') })
      .catch(() => {});
    expect(client.getQueryData(['favorites'])).toBeUndefined();
    expect(client.getQueryData(sessionQueryOptions.queryKey)).toEqual({ user: null });
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it('from a mutation does the same', async () => {
    const client = signedInClient();
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: failWith(401, 'unauthenticated') });
    await mutation.execute(undefined).catch(() => {});
    expect(client.getQueryData(['favorites'])).toBeUndefined();
    expect(client.getQueryData(sessionQueryOptions.queryKey)).toEqual({ user: null });
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it('is handled once when several calls fail together', async () => {
    const client = signedInClient();
    await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        client
          .fetchQuery({ queryKey: [key], queryFn: failWith(401, 'unauthenticated') })
          .catch(() => {}),
      ),
    );
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it('is not a wrong password at sign-in, nor a 403', async () => {
    const client = signedInClient();
    for (const [status, code] of [
      [401, 'invalid_credentials'],
      [403, 'forbidden'],
    ] as const) {
      const mutation = client
        .getMutationCache()
        .build(client, { mutationFn: failWith(status, code) });
      await mutation.execute(undefined).catch(() => {});
    }
    expect(client.getQueryData(['favorites'])).toEqual({ items: ['t1'] });
    expect(client.getQueryData(sessionQueryOptions.queryKey)).toEqual({ user: testMember });
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});
