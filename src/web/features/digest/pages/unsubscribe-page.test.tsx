// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reply, stubApi } from '../../../lib/test-api';
import { renderWithClient } from '../../../lib/test-render';
import { UNSUBSCRIBE_MESSAGES as M } from '../messages';
import UnsubscribePage from './unsubscribe-page';

// Issue 23: /unsubscribe?token=…, signed out.

afterEach(cleanup);

const TOKEN = 'a'.repeat(43);
const open = (at: string) => renderWithClient(<UnsubscribePage />, { user: null, at });

describe('the unsubscribe page', () => {
  it('unsubscribes with the token of the address once the person presses the button', async () => {
    const requests = stubApi({ 'POST /api/digest/unsubscribe': () => ({ ok: true }) });
    open(`/unsubscribe?token=${TOKEN}`);
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: M.confirm }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Anda telah berhenti melanggan ringkasan mingguan.',
    );
    expect(requests.at(-1)?.body).toEqual({ token: TOKEN });
  });

  it('says clearly when the link is unknown or has no token', async () => {
    stubApi({
      'POST /api/digest/unsubscribe': () =>
        reply(404, { error: { code: 'not_found', message: M.badToken } }),
    });
    open(`/unsubscribe?token=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: M.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.badToken);
    cleanup();
    open('/unsubscribe');
    expect(screen.getByRole('alert').textContent).toBe(M.noToken);
    expect(screen.queryByRole('button', { name: M.confirm })).toBeNull();
  });
});
