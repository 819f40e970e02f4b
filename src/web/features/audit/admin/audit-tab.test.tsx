// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryResponse } from '@shared/admin';
import { page, stubApi } from '../../../lib/test-api';
import { renderAdmin, setupAdminTests } from '../../../admin/test-utils';
import { AuditTab } from './audit-tab';
import { AUDIT_MESSAGES as M } from './messages';

const entry = (id: string, overrides: Partial<AuditEntryResponse> = {}): AuditEntryResponse => ({
  id,
  actorId: 'a1',
  actorName: 'siti_admin',
  action: 'update',
  resource: 'tools',
  targetId: 't1',
  details: '{"before":{"name":"Lama"},"after":{"name":"Baru"}}',
  createdAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

setupAdminTests();

describe('Audit tab (issue 23)', () => {
  it('shows who did what to which item, and asks the server for the chosen admin and period', async () => {
    const requests = stubApi({
      'GET /api/admin/audit': () =>
        page([entry('e1'), entry('e2', { actorId: null, actorName: null, action: 'delete' })]),
      'GET /api/admin/audit/actors': () => ({ items: [{ id: 'a1', username: 'siti_admin' }] }),
    });
    renderAdmin(<AuditTab />);
    const first = (await screen.findByRole('heading', { name: 'siti_admin', level: 3 })).closest(
      'li',
    )!;
    // Issue 33: the action and the part of the panel in words, never the log's codes.
    expect(within(first).getByText('Kemas kini')).toBeTruthy();
    expect(within(first).getByText('Tools')).toBeTruthy();
    expect(within(first).queryByText('update')).toBeNull();
    expect(screen.getByRole('option', { name: 'Semak pautan' })).toBeTruthy();
    expect(within(first).getByText(M.item('t1'))).toBeTruthy();
    expect(within(first).getByText(/"after":\{"name":"Baru"\}/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: M.gone, level: 3 })).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('option', { name: 'siti_admin' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText(M.actor), { target: { value: 'a1' } });
    fireEvent.change(screen.getByLabelText(M.period), { target: { value: '30' } });
    await waitFor(() =>
      expect(
        requests.some((r) => r.query.get('actor') === 'a1' && r.query.get('days') === '30'),
      ).toBe(true),
    );
  });
});
