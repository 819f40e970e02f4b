import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account.js';
import { useTestApp } from '../test/app.js';

// Issue 11 point 9: beyond the 6-character minimum (docs/product.md#limits), a chosen password is not one of the most common
// ones, nor the username or email, wherever a password is chosen.
const t = useTestApp();

let count = 0;
const unique = () => `orang_${++count}_${Date.now() % 100000}`;

const refusal = (field: string, message: string) => ({
  code: 'weak_password',
  message,
  fields: { [field]: message },
});

describe('a new password (issue 11)', () => {
  const register = (username: string, password: string) =>
    t()
      .as(null)
      .post('/api/auth/register', {
        username,
        email: `${username}@contoh.my`,
        password,
        gender: 'male',
        birthday: '1990-01-01',
      });

  const users = () => t().db.selectFrom('users').select('id').execute();

  it.each([
    ['a common password', () => 'password123', ACCOUNT_MESSAGES.passwordTooCommon],
    ['a common password in capitals', () => 'QWERTY123', ACCOUNT_MESSAGES.passwordTooCommon],
    ['the username', (name: string) => name.toUpperCase(), ACCOUNT_MESSAGES.passwordLikeAccount],
    ['the email', (name: string) => `${name}@contoh.my`, ACCOUNT_MESSAGES.passwordLikeAccount],
  ])('registration refuses %s, creating nothing', async (_, password, message) => {
    const before = await users();
    const username = unique();
    const res = await register(username, password(username));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toEqual(refusal('password', message));
    expect(await users()).toHaveLength(before.length);
  });

  it('registration takes an uncommon password', async () => {
    const res = await register(unique(), 'kopi-tarik-petang');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('Add User refuses a common first password', async () => {
    const admin = await t().admin();
    const res = await t()
      .as(admin)
      .post('/api/admin/users', {
        username: unique(),
        email: `${unique()}@contoh.my`,
        password: '123456789',
      });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(refusal('password', ACCOUNT_MESSAGES.passwordTooCommon));
  });

  it('the forced change refuses the current password and a common one', async () => {
    const user = await t().createUser({ password_reset_required: 1 }, 'sementara-1');
    const change = (newPassword: string) =>
      t().as(null).post('/api/auth/complete-password-change', {
        identifier: user.username,
        currentPassword: 'sementara-1',
        newPassword,
      });
    const same = await change('sementara-1');
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toEqual(refusal('newPassword', ACCOUNT_MESSAGES.passwordUnchanged));
    const common = await change('iloveyou');
    expect(common.json().error).toEqual(refusal('newPassword', ACCOUNT_MESSAGES.passwordTooCommon));
    const flag = await t()
      .db.selectFrom('users')
      .select('password_reset_required')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(flag.password_reset_required).toBe(1);
    expect((await change('sudah-berbeza')).statusCode).toBe(200);
  });
});
