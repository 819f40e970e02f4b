import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth.js';
import { createSession } from '../auth/sessions.js';
import type { TestApp } from './app.js';
import type { Method, SendOptions } from './requests.js';

export interface AccessCall {
  method: Method;
  url: string;
  payload?: object;
}

interface MembersOnlyOptions {
  /** The calls to try, made after the file's app has started (they may insert what they need). */
  calls: () => Promise<AccessCall[]>;
  /** What a refused call must leave unchanged, e.g. a count of the rows a write would add. */
  state?: () => Promise<unknown>;
  /** The calls include writes: a foreign origin must be refused too. */
  writes?: boolean;
}

/**
 * The access cases every member endpoint must pass (docs/architecture.md#tests): 401 for a visitor, 403 for an
 * account that is pending or declined, and 403 for a write from a foreign origin (CSRF); a
 * refused call changes nothing.
 */
export function describeMembersOnly(
  t: () => TestApp,
  { calls, state, writes }: MembersOnlyOptions,
) {
  const refused = async (
    cookie: string | null,
    check: (res: Awaited<ReturnType<ReturnType<TestApp['as']>['get']>>, call: AccessCall) => void,
    only?: (call: AccessCall) => boolean,
    options: SendOptions = {},
  ) => {
    const before = await state?.();
    for (const call of (await calls()).filter(only ?? (() => true))) {
      const res = await t().as(cookie).send(call.method, call.url, call.payload, options);
      check(res, call);
    }
    expect(await state?.()).toEqual(before);
  };

  describe('access', () => {
    it('answers 401 to visitors', () =>
      refused(null, (res, call) => {
        expect(res.statusCode, call.url).toBe(401);
        expect(res.json().error).toEqual({
          code: 'unauthenticated',
          message: AUTH_MESSAGES.signInRequired,
        });
      }));

    for (const status of ['pending', 'declined'] as const) {
      it(`answers 403 to a ${status} account`, async () => {
        const user = await t().createUser({ status });
        const { token } = await createSession(t().db, user.id, t().clock.current);
        await refused(`habai_session=${token}`, (res, call) => {
          expect(res.statusCode, call.url).toBe(403);
          expect(res.json().error.code).toBe('account_not_approved');
        });
      });
    }

    if (!writes) return;
    it('refuses a write from a foreign origin', async () => {
      await refused(
        await t().member(),
        (res, call) => {
          expect(res.statusCode, call.url).toBe(403);
          expect(res.json().error.code).toBe('foreign_origin');
        },
        (call) => call.method !== 'GET',
        { origin: 'https://jahat.example' },
      );
    });
  });
}
