import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/account.js';
import { ADMIN_MESSAGES } from '../../../shared/admin.js';
import { useTestApp } from '../../test/app.js';

// Issue 15: the protected account is the first admin made from ADMIN_USERNAME, not whoever is
// named `admin`; and no member may register as `admin` or as the first admin.

const t = useTestApp({ ADMIN_USERNAME: 'Boss' });

const register = (username: string) =>
  t()
    .as(null)
    .post('/api/auth/register', {
      username,
      email: `${username.toLowerCase()}-${Math.random().toString(36).slice(2)}@contoh.my`,
      password: 'Kuat-dan-Panjang-42',
      confirmPassword: 'Kuat-dan-Panjang-42',
      gender: 'male',
      birthday: '1990-01-01',
      terms: true,
    });

describe('the first admin (ADMIN_USERNAME=Boss)', () => {
  it('is never deleted and is marked protected; an account merely named admin is not', async () => {
    const boss = await t().createUser({ username: 'Boss', role: 'admin' });
    const named = await t().createUser({ username: 'admin', role: 'admin' });
    const other = await t().createUser({ username: 'Admin_Lain', role: 'admin' });
    const cookie = await t().cookieFor(other);

    const list = (await t().as(cookie).get('/api/admin/users?limit=50')).json();
    const marked = Object.fromEntries(
      list.items.map((u: { username: string; protected: boolean }) => [u.username, u.protected]),
    );
    expect(marked).toMatchObject({ Boss: true, admin: false, Admin_Lain: false });

    const refused = await t().as(cookie).delete(`/api/admin/users/${boss.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'protected_account',
      message: ADMIN_MESSAGES.adminNotDeletable,
    });
    expect((await t().as(cookie).delete(`/api/admin/users/${named.id}`)).statusCode).toBe(204);
  });

  it('keeps the names admin and Boss, in any case, from registration', async () => {
    for (const username of ['admin', 'ADMIN', 'boss', 'BOSS']) {
      const res = await register(username);
      expect(res.statusCode, username).toBe(409);
      expect(res.json().error).toEqual({
        code: 'username_taken',
        message: ACCOUNT_MESSAGES.usernameTaken,
        fields: { username: ACCOUNT_MESSAGES.usernameTaken },
      });
    }
    expect((await register('Boss_Kecil')).statusCode).toBe(201);
  });
});
