import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A, LandingSignupForm, RegisterForm } from './account.js';

/** Each message the schema reports, by field. */
const reported = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('RegisterForm: the first rule broken in docs/product.md#accounts-and-approval order, on every field breaking it', () => {
  const valid = {
    username: 'siti_daftar',
    email: 'siti@contoh.my',
    password: 'rahsia123',
    confirmPassword: 'rahsia123',
    gender: 'female',
    birthday: '1990-05-17',
    terms: true,
  };
  const check = (changes: Partial<typeof valid>) =>
    reported(RegisterForm.safeParse({ ...valid, ...changes }));

  it('all fields filled first: each empty one is named, nothing else', () => {
    expect(check({ email: ' ', gender: '', confirmPassword: 'lain', terms: false })).toEqual([
      ['email', A.fillAll],
      ['gender', A.fillAll],
    ]);
  });

  it('then passwords match, then at least 6 characters, then terms', () => {
    expect(check({ password: 'abc', confirmPassword: 'abd', terms: false })).toEqual([
      ['confirmPassword', A.passwordsMismatch],
    ]);
    expect(check({ password: 'abc', confirmPassword: 'abc', terms: false })).toEqual([
      ['password', A.passwordTooShortLong],
    ]);
    expect(check({ terms: false })).toEqual([['terms', A.agreeTerms]]);
  });

  it('a password of spaces is not empty (only the username and email are trimmed)', () => {
    expect(check({ password: '  ', confirmPassword: '  ' })).toEqual([
      ['password', A.passwordTooShortLong],
    ]);
  });

  it('then the formats the server checks too', () => {
    expect(check({ username: 'a b', birthday: '2001-02-30' })).toEqual([
      ['username', A.usernameFormat],
      ['birthday', A.invalidBirthday],
    ]);
    expect(RegisterForm.parse({ ...valid, email: ' Siti@Contoh.MY ' }).email).toBe(
      'siti@contoh.my',
    );
  });
});

describe('LandingSignupForm: filled, then match, then at least 6 (docs/product.md#accounts-and-approval)', () => {
  const check = (username: string, password: string, confirmPassword: string) =>
    reported(LandingSignupForm.safeParse({ username, password, confirmPassword }));

  it('reports the first rule broken', () => {
    expect(check(' ', 'abc', 'abd')).toEqual([['username', A.fillAll]]);
    expect(check('siti', 'abc', 'abd')).toEqual([['confirmPassword', A.passwordsMismatch]]);
    expect(check('siti', 'abc', 'abc')).toEqual([['password', A.passwordTooShortLong]]);
    expect(check('siti', 'rahsia123', 'rahsia123')).toEqual([]);
  });
});
