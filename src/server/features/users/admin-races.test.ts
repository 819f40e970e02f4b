import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../shared/admin.js';
import { AUTH_MESSAGES } from '../../../shared/auth.js';
import { useTestApp } from '../../test/app.js';

// Issue 15: two admins deleting each other at the same moment answered 500 on PostgreSQL (a
// deadlock, or the audit row's actor gone). The acting admin is checked again and held inside
// the write's transaction: one deletion wins, the other is refused, never a 5xx.

const t = useTestApp();

const ROUNDS = 5;

describe('two admins deleting each other at once', () => {
  it(`one wins and the other is refused, in each of ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = [
        await t().createUser({ role: 'admin' }),
        await t().createUser({ role: 'admin' }),
      ];
      const [cookieA, cookieB] = [await t().cookieFor(a), await t().cookieFor(b)];
      const answers = await Promise.all([
        t().as(cookieA).delete(`/api/admin/users/${b.id}`),
        t().as(cookieB).delete(`/api/admin/users/${a.id}`),
      ]);
      const statuses = answers.map((res) => res.statusCode);
      expect(
        statuses.filter((s) => s === 204),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      const refused = answers.find((res) => res.statusCode !== 204)!;
      // Refused inside the write (403), or at the door once the session went with the account.
      expect([401, 403], `round ${round}: ${refused.body}`).toContain(refused.statusCode);
      if (refused.statusCode === 403) {
        expect(refused.json().error).toEqual({
          code: 'forbidden',
          message: AUTH_MESSAGES.adminRequired,
        });
      }
      const left = await t()
        .db.selectFrom('users')
        .select('id')
        .where('id', 'in', [a.id, b.id])
        .execute();
      expect(left, `round ${round}`).toHaveLength(1);
      // The winner's deletion of the other is audited, once, under the winner's name.
      const winner = left[0]!.id;
      const loser = winner === a.id ? b.id : a.id;
      const audit = await t()
        .db.selectFrom('audit_log')
        .select(['actor_id', 'target_id'])
        .where('target_id', 'in', [a.id, b.id])
        .execute();
      expect(audit).toEqual([{ actor_id: winner, target_id: loser }]);
    }
  });
});

// Issue 19: a decision is mailed, so two admins deciding at once must not both be told they did.
describe('two admins approving and declining one account at once', () => {
  it(`one decision stands, the other is refused, and the one that stands is mailed (${ROUNDS} rounds)`, async () => {
    const [a, b] = [await t().admin(), await t().admin()];
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `berebut.${round}.${Date.now()}@contoh.my`;
      const member = await t().createUser({ status: 'pending', email });
      const answers = await Promise.all([
        t().as(a).patch(`/api/admin/users/${member.id}/status`, { status: 'approved' }),
        t().as(b).patch(`/api/admin/users/${member.id}/status`, { status: 'declined' }),
      ]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const won = answers.find((res) => res.statusCode === 200)!.json().status as string;
      const refused = answers.find((res) => res.statusCode === 409)!;
      expect(refused.json().error.message).toBe(ADMIN_MESSAGES.onlyPendingStatus);
      const stored = await t()
        .db.selectFrom('users')
        .select('status')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe(won);
      const mail = await t().mail.waitForMail(email);
      expect(mail.subject).toBe(
        won === 'approved' ? 'Akaun Hab AI anda telah diluluskan' : 'Permohonan akaun Hab AI anda',
      );
    }
  });
});
