import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/account.js';
import { ADMIN_MESSAGES } from '../../../shared/admin.js';
import { TEST_ORIGIN, useTestApp } from '../../test/app.js';

const t = useTestApp();

const login = (identifier: string, password: string) =>
  t().as(null).post('/api/auth/login', { identifier, password });
const statusOf = async (id: string) =>
  (await t().db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirst())
    ?.status;
const auditOf = (id: string) =>
  t().db.selectFrom('audit_log').selectAll().where('target_id', '=', id).execute();

describe('Users tab API', () => {
  it('lists accounts newest first with status, searchable and filtered', async () => {
    const admin = await t().admin();
    const pending = await t().createUser({ username: 'Cari_Menunggu', status: 'pending' });
    const res = await t().as(admin).get('/api/admin/users?q=cari_menu&status=pending');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      items: [
        {
          id: pending.id,
          username: 'Cari_Menunggu',
          status: 'pending',
          role: 'user',
        },
      ],
    });
    expect(res.body).not.toContain('argon2');
    expect((await t().as(admin).get('/api/admin/users?status=bogus')).statusCode).toBe(400);
  });

  it('approves a pending account, who can then sign in; a second decision is refused', async () => {
    const admin = await t().admin();
    const user = await t().createUser({
      username: 'Baru_Lulus',
      email: 'baru.lulus@contoh.my',
      status: 'pending',
    });
    expect((await login('Baru_Lulus', user.password)).statusCode).toBe(403);

    const res = await t()
      .as(admin)
      .patch(`/api/admin/users/${user.id}/status`, { status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, status: 'approved' });
    expect((await login('Baru_Lulus', user.password)).statusCode).toBe(200);
    // Issue 19: the member hears of it by mail, with the way to sign in.
    const mail = await t().mail.waitForMail('baru.lulus@contoh.my');
    expect(mail.subject).toBe('Akaun Hab AI anda telah diluluskan');
    expect(mail.text).toContain('Baru_Lulus');
    expect(mail.text).toContain(`${TEST_ORIGIN}/landing`);

    const again = await t()
      .as(admin)
      .patch(`/api/admin/users/${user.id}/status`, { status: 'declined' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ADMIN_MESSAGES.onlyPendingStatus);
    expect(await statusOf(user.id)).toBe('approved');
    const log = await auditOf(user.id);
    expect(log.map((row) => row.action)).toEqual(['approve']);
    expect(JSON.parse(log[0]!.details!)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('declines a pending account, who still cannot sign in', async () => {
    const admin = await t().admin();
    const user = await t().createUser({
      username: 'Ditolak_Satu',
      email: 'ditolak.satu@contoh.my',
      status: 'pending',
    });
    const res = await t()
      .as(admin)
      .patch(`/api/admin/users/${user.id}/status`, { status: 'declined' });
    expect(res.json().status).toBe('declined');
    expect((await login('Ditolak_Satu', user.password)).statusCode).toBe(403);
    const mail = await t().mail.waitForMail('ditolak.satu@contoh.my');
    expect(mail.subject).toBe('Permohonan akaun Hab AI anda');
    expect(mail.text).toContain('tidak dapat diluluskan');
    expect(mail.text).not.toContain('/landing');
    const bad = await t()
      .as(admin)
      .patch(`/api/admin/users/${user.id}/status`, { status: 'pending' });
    expect(bad.statusCode).toBe(400);
  });

  describe('when the decision mail cannot be sent', () => {
    const lines: string[] = [];
    // Nothing listens on port 1, so every send fails.
    const broken = useTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:1' },
      { databaseOf: t, log: { write: (line) => void lines.push(line) } },
    );
    it('keeps the approval and logs the failure', async () => {
      const admin = await broken().admin();
      const user = await broken().createUser({
        username: 'Lulus_Tanpa_Emel',
        email: 'lulus.tanpa@contoh.my',
        status: 'pending',
      });
      const res = await broken()
        .as(admin)
        .patch(`/api/admin/users/${user.id}/status`, { status: 'approved' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await statusOf(user.id)).toBe('approved');
      await vi.waitFor(
        () => {
          const failed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
          expect(failed).toContainEqual(
            expect.objectContaining({ msg: 'decision mail failed', userId: user.id }),
          );
        },
        { timeout: 10_000 },
      );
      expect((await login('Lulus_Tanpa_Emel', user.password)).statusCode).toBe(200);
    });
  });

  describe('Add User', () => {
    it('creates an approved account that must set a new password, and mails a link to set it, never the password', async () => {
      const admin = await t().admin();
      const res = await t().as(admin).post('/api/admin/users', {
        username: ' Guru_Baru ',
        email: 'Guru.Baru@Contoh.my',
        password: 'mula123',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        emailSent: true,
        message: ADMIN_MESSAGES.userCreated,
        user: {
          username: 'Guru_Baru',
          email: 'guru.baru@contoh.my',
          role: 'user',
          status: 'approved',
          passwordResetRequired: true,
        },
      });
      const mail = await t().mail.waitForMail('guru.baru@contoh.my');
      expect(mail.text).toContain('Username: Guru_Baru');
      expect(mail.text).not.toContain('mula123');
      // docs/product.md#admin-panel: a first sign-in with the password the admin gave asks for a new one.
      const first = await login('Guru_Baru', 'mula123');
      expect(first.json().status).toBe('password_change_required');
      // The mailed link sets the password once and signs the person in.
      const token = /\/reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
      expect(token).toBeDefined();
      const set = await t()
        .as(null)
        .post('/api/auth/password-reset/complete', { token, password: 'Pilihan-Sendiri-77' });
      expect(set.statusCode, set.body).toBe(200);
      expect((await login('Guru_Baru', 'Pilihan-Sendiri-77')).json().status).toBe('signed_in');
      const again = await t()
        .as(null)
        .post('/api/auth/password-reset/complete', { token, password: 'Lain-Pula-Lagi-88' });
      expect(again.statusCode).toBe(400);
      expect((await auditOf(res.json().user.id)).map((r) => r.action)).toEqual(['create']);
    });

    it('creates an admin when asked', async () => {
      const admin = await t().admin();
      const res = await t().as(admin).post('/api/admin/users', {
        username: 'Admin_Dua',
        email: 'admin.dua@contoh.my',
        password: 'rahsia1',
        role: 'admin',
      });
      expect(res.json().user.role).toBe('admin');
    });

    it.each([
      ['a short username', { username: 'ab' }, 'username', ACCOUNT_MESSAGES.usernameFormat],
      [
        'a username with spaces',
        { username: 'nama saya' },
        'username',
        ACCOUNT_MESSAGES.usernameFormat,
      ],
      ['a bad email', { email: 'bukan-emel' }, 'email', ACCOUNT_MESSAGES.invalidEmail],
      [
        'a 5-character password',
        { password: '12345' },
        'password',
        ACCOUNT_MESSAGES.passwordTooShort,
      ],
      ['an unknown role', { role: 'owner' }, 'role', undefined],
    ])('refuses %s', async (_name, change, field, message) => {
      const admin = await t().admin();
      const before = await t().db.selectFrom('users').select('id').execute();
      const res = await t()
        .as(admin)
        .post('/api/admin/users', {
          username: 'Sah_Nama',
          email: 'sah@contoh.my',
          password: 'rahsia1',
          ...change,
        });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
      if (message) expect(res.json().error.fields[field]).toBe(message);
      expect(await t().db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
    });

    it("says 'Email already registered' for a taken address, whatever its case", async () => {
      const admin = await t().admin();
      await t().createUser({ username: 'Ada_Emel', email: 'ada@contoh.my' });
      const res = await t().as(admin).post('/api/admin/users', {
        username: 'Lain_Nama',
        email: 'ADA@contoh.my',
        password: 'rahsia1',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(ADMIN_MESSAGES.emailTaken);
    });

    describe('when the mail cannot be sent', () => {
      // Nothing listens on port 1, so every send fails.
      const broken = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { databaseOf: t });
      it("keeps the account and says 'User created but email could not be sent'", async () => {
        const admin = await broken().admin();
        const res = await broken().as(admin).post('/api/admin/users', {
          username: 'Tiada_Emel',
          email: 'tiada@contoh.my',
          password: 'rahsia1',
        });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({
          emailSent: false,
          message: ADMIN_MESSAGES.userCreatedNoMail,
        });
        expect(await statusOf(res.json().user.id)).toBe('approved');
      });
    });
  });

  describe('delete', () => {
    it('deletes a non-pending account after which it cannot sign in', async () => {
      const admin = await t().admin();
      const user = await t().createUser({ username: 'Buang_Saya' });
      const res = await t().as(admin).delete(`/api/admin/users/${user.id}`);
      expect(res.statusCode).toBe(204);
      expect(await statusOf(user.id)).toBeUndefined();
      expect((await login('Buang_Saya', user.password)).statusCode).toBe(401);
      expect((await auditOf(user.id)).map((r) => r.action)).toEqual(['delete']);
    });

    it('never deletes the account named admin, yourself, or a pending account', async () => {
      const named = await t().createUser({ username: 'ADMIN', role: 'admin' });
      const self = await t().createUser({ username: 'Admin_Sendiri', role: 'admin' });
      const cookie = await t().cookieFor(self);
      const pending = await t().createUser({ username: 'Masih_Tunggu', status: 'pending' });
      const cases = [
        [named.id, 403, ADMIN_MESSAGES.adminNotDeletable],
        [self.id, 403, ADMIN_MESSAGES.selfNotDeletable],
        [pending.id, 409, ADMIN_MESSAGES.pendingNotDeletable],
      ] as const;
      for (const [id, status, message] of cases) {
        const res = await t().as(cookie).delete(`/api/admin/users/${id}`);
        expect(res.statusCode).toBe(status);
        expect(res.json().error.message).toBe(message);
        expect(await statusOf(id)).toBeDefined();
        expect(await auditOf(id)).toEqual([]);
      }
    });
  });

  it('counts users, pending users and content for the statistic cards', async () => {
    const admin = await t().admin();
    const before = (await t().as(admin).get('/api/admin/stats')).json();
    await t().createUser({ status: 'pending' });
    await t().insertTools({}, {});
    const after = (await t().as(admin).get('/api/admin/stats')).json();
    expect(after).toEqual({
      ...before,
      totalUsers: before.totalUsers + 1,
      pendingUsers: before.pendingUsers + 1,
      tools: before.tools + 2,
    });
    expect(after.categories).toBe(10);
  });
});
