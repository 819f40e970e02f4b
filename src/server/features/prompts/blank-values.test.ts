import { describe, expect, it } from 'vitest';
import {
  BLANK_VALUES_KEPT,
  BLANK_VALUES_PER_SAVE,
  PROMPT_BLANK_MESSAGES,
} from '../../../shared/prompt-blank-values.js';
import { BLANK_VALUE_MAX } from '../../../shared/prompt-blanks.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

// Issue 21: what a member typed into prompt blanks is kept by blank name, for them alone.

const t = useTestApp();
const URL = '/api/me/prompt-blanks';

describeMembersOnly(t, {
  calls: async () => [
    { method: 'GET', url: URL },
    { method: 'PUT', url: URL, payload: { values: { produk: 'Kopi' } } },
    { method: 'DELETE', url: URL },
  ],
  state: () => t().db.selectFrom('prompt_blank_values').selectAll().execute(),
  writes: true,
});

describe('/api/me/prompt-blanks', () => {
  it('keeps the values by name, trimmed, merges later saves, and an empty value forgets its name', async () => {
    const { cookie } = await t().signedIn();
    const me = t().as(cookie);
    expect((await me.get(URL)).json()).toEqual({ values: {} });

    const saved = await me.put(URL, { values: { produk: ' Kopi Tenom ', audiens: 'remaja' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ values: { audiens: 'remaja', produk: 'Kopi Tenom' } });

    await me.put(URL, { values: { audiens: '  ', nada: 'mesra' } });
    expect((await me.get(URL)).json()).toEqual({ values: { nada: 'mesra', produk: 'Kopi Tenom' } });

    // Another device of the same member sees them; another member does not.
    const again = await t().cookieFor((await t().signedIn()).user);
    expect((await t().as(again).get(URL)).json()).toEqual({ values: {} });
  });

  it('clears them all', async () => {
    const { cookie } = await t().signedIn();
    const me = t().as(cookie);
    await me.put(URL, { values: { produk: 'Kopi' } });
    expect((await me.delete(URL)).statusCode).toBe(204);
    expect((await me.get(URL)).json()).toEqual({ values: {} });
  });

  it(`keeps the ${BLANK_VALUES_KEPT} most recently used names`, async () => {
    const { cookie } = await t().signedIn();
    const me = t().as(cookie);
    const start = t().clock.current;
    try {
      for (let save = 0; save * BLANK_VALUES_PER_SAVE <= BLANK_VALUES_KEPT; save++) {
        t().clock.current = new Date(start.getTime() + save * 1000);
        const names = Array.from({ length: BLANK_VALUES_PER_SAVE }, (_, i) => [
          `b${String(save * BLANK_VALUES_PER_SAVE + i).padStart(3, '0')}`,
          'x',
        ]);
        expect((await me.put(URL, { values: Object.fromEntries(names) })).statusCode).toBe(200);
      }
    } finally {
      t().clock.current = start;
    }
    const names = Object.keys((await me.get(URL)).json().values);
    expect(names).toHaveLength(BLANK_VALUES_KEPT);
    // The first save's names were the least recently used.
    expect(names[0]).toBe(`b${String(BLANK_VALUES_PER_SAVE).padStart(3, '0')}`);
  });

  it('refuses bad input with a clear error and keeps nothing of it', async () => {
    const { cookie } = await t().signedIn();
    const me = t().as(cookie);
    const tooMany = Object.fromEntries(
      Array.from({ length: BLANK_VALUES_PER_SAVE + 1 }, (_, i) => [`n${i}`, 'x']),
    );
    const cases = [
      [{ values: tooMany }, PROMPT_BLANK_MESSAGES.tooMany],
      [{ values: { ['n'.repeat(41)]: 'x' } }, PROMPT_BLANK_MESSAGES.nameInvalid],
      [{ values: { '  ': 'x' } }, PROMPT_BLANK_MESSAGES.nameInvalid],
      [{ values: { produk: 'x'.repeat(BLANK_VALUE_MAX + 1) } }, PROMPT_BLANK_MESSAGES.valueTooLong],
      [{ values: { produk: 5 } }, undefined],
      [{ values: ['produk'] }, undefined],
      [{}, undefined],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await me.put(URL, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      if (message) expect(response.body).toContain(message);
    }
    expect((await me.get(URL)).json()).toEqual({ values: {} });
  });
});
