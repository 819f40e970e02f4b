import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { installServerLanguages } from './catalogues.js';
import { withLanguage } from './request-language.js';
import { NewPasswordForm, RegisterForm, UpdateProfileRequest } from '../../shared/account.js';
import { FIELD_MESSAGES } from '../../shared/api.js';
import type { InterfaceLanguage } from '../../shared/i18n/languages.js';
import { kualaLumpurClock } from '../../shared/quizzes.js';
import { CreateToolRequest } from '../../shared/tools.js';

// Issue 33 (decision 052): a shared schema's message is read when a value is checked, so one
// schema, built once, refuses in the language in use then: the real catalogues, installed as
// the server installs them.

installServerLanguages('campur');

/** The first issue's message when `schema` refuses `value` in `language`. */
const refusal = (language: InterfaceLanguage, schema: z.ZodType, value: unknown) =>
  withLanguage(language, () => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('accepted');
    return result.error.issues[0]!.message;
  });

const profile = { displayName: 'Siti', email: '', avatarUrl: '' };

describe("a shared schema's message follows the language in use", () => {
  it('a check (max, email)', () => {
    const long = { ...profile, displayName: 'x'.repeat(61) };
    expect(refusal('campur', UpdateProfileRequest, long)).toBe(
      'Nama paparan tidak boleh melebihi 60 aksara.',
    );
    expect(refusal('en', UpdateProfileRequest, long)).toBe(
      'Display name cannot be longer than 60 characters.',
    );
    const email = { ...profile, email: 'x@' };
    expect(refusal('campur', UpdateProfileRequest, email)).toBe('Invalid email address');
    expect(refusal('ms', UpdateProfileRequest, email)).toBe('Alamat e-mel tidak sah');
  });

  it('a refinement, its object form and the rules of a superRefine', () => {
    const avatar = { ...profile, avatarUrl: 'http://a.my/b.png' };
    expect(refusal('en', UpdateProfileRequest, avatar)).toBe(
      'The avatar picture address must start with https://',
    );
    const mismatch = { newPassword: 'Kopi-Tarik-88', confirmPassword: 'Teh-Tarik-88' };
    expect(refusal('campur', NewPasswordForm, mismatch)).toBe('Passwords do not match');
    expect(refusal('ms', NewPasswordForm, mismatch)).toBe('Kata laluan tidak sepadan');
    const blank = {
      ...{ username: '', email: '', password: '', confirmPassword: '', gender: '', birthday: '' },
      terms: false,
    };
    expect(refusal('campur', RegisterForm, blank)).toBe('Please fill in all fields.');
    expect(refusal('ms', RegisterForm, blank)).toBe('Sila isi semua ruangan.');
  });

  it('a message with a number in it (a shared field helper)', () => {
    const tool = { name: 'x'.repeat(201), category: 'Menulis' };
    expect(refusal('campur', CreateToolRequest, tool)).toBe('Must be at most 200 characters');
    expect(refusal('ms', CreateToolRequest, tool)).toBe('Mesti tidak melebihi 200 aksara');
    expect(withLanguage('en', () => FIELD_MESSAGES.tooLong(200))).toBe(
      'Must be at most 200 characters',
    );
  });
});

describe('kualaLumpurClock', () => {
  it('reads naturally in English, with the periods of the day in Malay', () => {
    const at = (language: InterfaceLanguage, utc: string) =>
      withLanguage(language, () => kualaLumpurClock(`2026-11-27T${utc}:00.000Z`));
    expect(at('en', '07:05')).toBe('3:05 pm');
    expect(at('en', '16:05')).toBe('12:05 am');
    expect(at('en', '04:00')).toBe('12:00 pm');
    expect(at('en', '03:59')).toBe('11:59 am');
    expect(at('ms', '07:05')).toBe('3:05 petang');
    expect(at('campur', '16:05')).toBe('12:05 tengah malam');
  });
});
