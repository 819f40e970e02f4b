import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, JOIN_REASON_MAX } from '../../../shared/account.js';
import { ADMIN_MESSAGES } from '../../../shared/admin.js';
import { TEST_ORIGIN, useTestApp } from '../../test/app.js';

// Issue 23, approvals: why a person joins, the admins' mail about each registration (each may
// turn it off), and several pending accounts decided at once.

const t = useTestApp();

let n = 0;
const registration = (overrides: object = {}) => {
  n += 1;
  return {
    username: `Daftar_${n}`,
    email: `daftar${n}@contoh.my`,
    password: 'rahsia123',
    gender: 'female',
    birthday: '1990-05-17',
    ...overrides,
  };
};
const register = (body: object) => t().as(null).post('/api/auth/register', body);
const accountOf = (username: string) =>
  t().db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

describe('registration: "Kenapa anda ingin menyertai?"', () => {
  it('keeps the answer, trimmed, and shows it on the pending account; none is null', async () => {
    const admin = t().as(await t().admin());
    const body = registration({ joinReason: '  Saya usahawan kecil yang mahu guna AI.  ' });
    expect((await register(body)).statusCode).toBe(201);
    const without = registration();
    expect((await register(without)).statusCode).toBe(201);

    const list = await admin.get(`/api/admin/users?status=pending&q=${body.username}`);
    expect(list.json().items[0]).toMatchObject({
      username: body.username,
      joinReason: 'Saya usahawan kecil yang mahu guna AI.',
    });
    expect((await accountOf(without.username)).join_reason).toBeNull();
  });

  it(`refuses an answer over ${JOIN_REASON_MAX} characters, creating nothing`, async () => {
    const body = registration({ joinReason: 'x'.repeat(JOIN_REASON_MAX + 1) });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.joinReason).toBe(ACCOUNT_MESSAGES.joinReasonTooLong);
    const found = await t()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', body.username)
      .execute();
    expect(found).toEqual([]);
  });
});

describe('mail to the admins about a registration', () => {
  it('reaches every admin who has it on, with the answer and the pending list; not one who turned it off', async () => {
    // Mailed in the order of their usernames: the one who turned it off comes first, so once
    // the other's mail is here, theirs would be too.
    const quiet = await t().signedIn({
      role: 'admin',
      username: 'aa_senyap',
      email: 'senyap@contoh.my',
    });
    await t().signedIn({ role: 'admin', username: 'zz_berjaga', email: 'berjaga@contoh.my' });
    const off = await t()
      .as(quiet.cookie)
      .put('/api/admin/me/notifications', { registrations: false });
    expect(off.json()).toEqual({ registrations: false });
    expect((await t().as(quiet.cookie).get('/api/admin/me/notifications')).json()).toEqual({
      registrations: false,
    });

    const body = registration({ joinReason: 'Nak belajar buat video' });
    expect((await register(body)).statusCode).toBe(201);
    const mail = await t().mail.waitForMail('berjaga@contoh.my');
    expect(mail.subject).toBe(`Pendaftaran baharu: ${body.username}`);
    expect(mail.text).toContain(`Username: ${body.username}`);
    expect(mail.text).toContain(`E-mel: ${body.email}`);
    expect(mail.text).toContain('Kenapa ingin menyertai: Nak belajar buat video');
    expect(mail.text).toContain(`${TEST_ORIGIN}/admin?tab=users&status=pending`);
    expect(t().mail.mailsTo('senyap@contoh.my')).toEqual([]);
  });
});

describe('POST /api/admin/users/decisions', () => {
  const pending = async (count: number) => {
    const users = [];
    for (let i = 0; i < count; i++) {
      n += 1;
      users.push(
        await t().createUser({
          username: `Pukal_${n}`,
          email: `pukal${n}@contoh.my`,
          status: 'pending',
        }),
      );
    }
    return users;
  };
  const auditOf = (ids: string[]) =>
    t().db.selectFrom('audit_log').selectAll().where('target_id', 'in', ids).execute();

  it('approves several at once: each audited and mailed as one approval is', async () => {
    const admin = t().as(await t().admin());
    const users = await pending(3);
    const ids = users.map((u) => u.id);
    const res = await admin.post('/api/admin/users/decisions', { ids, status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().users.map((u: { status: string }) => u.status)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    const log = await auditOf(ids);
    expect(log.map((row) => [row.target_id, row.action]).sort()).toEqual(
      ids.map((id) => [id, 'approve']).sort(),
    );
    for (const user of users) {
      const mail = await t().mail.waitForMail(user.email!);
      expect(mail.subject).toBe('Akaun Hab AI anda telah diluluskan');
    }
  });

  it('declines several at once', async () => {
    const admin = t().as(await t().admin());
    const users = await pending(2);
    const res = await admin.post('/api/admin/users/decisions', {
      ids: users.map((u) => u.id),
      status: 'declined',
    });
    expect(res.statusCode).toBe(200);
    for (const user of users) {
      expect((await accountOf(user.username)).status).toBe('declined');
      expect((await t().mail.waitForMail(user.email!)).subject).toBe(
        'Permohonan akaun Hab AI anda',
      );
    }
  });

  it('decides none when one was decided meanwhile, and says so', async () => {
    const admin = t().as(await t().admin());
    const users = await pending(3);
    await admin.patch(`/api/admin/users/${users[1]!.id}/status`, { status: 'declined' });
    const res = await admin.post('/api/admin/users/decisions', {
      ids: users.map((u) => u.id),
      status: 'approved',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ADMIN_MESSAGES.onlyPendingStatus);
    expect((await accountOf(users[0]!.username)).status).toBe('pending');
    expect((await accountOf(users[2]!.username)).status).toBe('pending');
    expect(await auditOf([users[0]!.id, users[2]!.id])).toEqual([]);
  });

  it('refuses an empty or repeated choice', async () => {
    const admin = t().as(await t().admin());
    const [user] = await pending(1);
    for (const ids of [[], [user!.id, user!.id]]) {
      const res = await admin.post('/api/admin/users/decisions', { ids, status: 'approved' });
      expect(res.statusCode).toBe(400);
    }
    expect((await accountOf(user!.username)).status).toBe('pending');
  });
});
