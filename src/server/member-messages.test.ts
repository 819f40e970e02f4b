import { describe, expect, it } from 'vitest';
import { buildPrompt } from './db/factories.js';
import { useTestApp } from './test/app.js';

// Issue 16: the server's own messages reached Malay screens in English. What docs/product.md does
// not word is in Malay; what it words stays word for word (docs/product.md#errors-and-messages). The wording is spelled out
// here on purpose (elsewhere tests import the constants): this file pins what a member reads.

const t = useTestApp();

let lastIp = 0;
/** Each registration from its own address, so the per-address limits never decide one. */
const register = (body: object) => {
  lastIp += 1;
  return t()
    .as(null)
    .post(
      '/api/auth/register',
      {
        username: `ahli_${lastIp}`,
        email: `ahli${lastIp}@contoh.my`,
        password: 'Kopi-Tarik-88',
        gender: 'female',
        birthday: '1992-03-04',
        ...body,
      },
      { remoteAddress: `10.60.0.${lastIp}` },
    );
};

/** The refusal's message, checking that the form's field carries the same one. */
const refusal = (
  res: { statusCode: number; json: () => unknown },
  status: number,
  field?: string,
) => {
  expect(res.statusCode).toBe(status);
  const { error } = res.json() as { error: { message: string; fields?: Record<string, string> } };
  if (field) expect(error.fields?.[field]).toBe(error.message);
  return error.message;
};

describe('registration messages (POST /api/auth/register)', () => {
  it('says in Malay what the product leaves to us', async () => {
    expect(refusal(await register({ password: 'password123' }), 400, 'password')).toBe(
      'Kata laluan ini terlalu biasa digunakan. Sila pilih kata laluan yang lain.',
    );
    expect(
      refusal(await register({ username: 'kopi_tarik', password: 'kopi_tarik' }), 400, 'password'),
    ).toBe('Kata laluan tidak boleh sama dengan username atau e-mel anda.');
    expect(refusal(await register({ username: 'ab' }), 400, 'username')).toBe(
      'Username mesti 3–30 aksara: huruf, nombor dan garis bawah sahaja.',
    );
    expect(refusal(await register({ birthday: '2001-02-30' }), 400, 'birthday')).toBe(
      'Sila masukkan tarikh lahir yang sah.',
    );
    expect(refusal(await register({ password: 'x'.repeat(129) }), 400, 'password')).toBe(
      'Kata laluan tidak boleh melebihi 128 aksara.',
    );

    expect((await register({ username: 'siti_ada', email: 'siti.ada@contoh.my' })).statusCode).toBe(
      201,
    );
    expect(refusal(await register({ username: 'SITI_ADA' }), 409, 'username')).toBe(
      'Username ini sudah digunakan.',
    );
  });

  it('keeps the product’s own wording exactly', async () => {
    expect(refusal(await register({ email: 'siti.ada@contoh.my' }), 409, 'email')).toBe(
      'Email already registered',
    );
    expect(refusal(await register({ password: 'abc' }), 400, 'password')).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(refusal(await register({ gender: '' }), 400, 'gender')).toBe(
      'Please fill in all fields.',
    );
    expect(refusal(await register({ email: 'bukan-emel' }), 400, 'email')).toBe(
      'Invalid email address',
    );
  });
});

describe('Find Email (POST /api/auth/find-email)', () => {
  it('a username too long to be one, in Malay; too short, in the product’s words', async () => {
    const find = (username: string) =>
      t().as(null).post('/api/auth/find-email', { username }, { remoteAddress: '10.61.0.1' });
    expect(refusal(await find('u'.repeat(61)), 400, 'username')).toBe(
      'Username tidak boleh melebihi 60 aksara.',
    );
    expect(refusal(await find('ab'), 400, 'username')).toBe(
      'Username must be at least 3 characters',
    );
  });
});

describe('Edit profile messages (PATCH /api/profile)', () => {
  const blank = { displayName: '', email: '', avatarUrl: '' };

  it('the current password, the new password and the profile fields, in Malay', async () => {
    const user = await t().createUser({ email: 'lama@contoh.my' }, 'Kopi-Tarik-88');
    const as = t().as(await t().cookieFor(user));
    const patch = (body: object) =>
      as.patch('/api/profile', { ...blank, email: user.email, ...body });

    expect(refusal(await patch({ email: 'baru@contoh.my' }), 400, 'currentPassword')).toBe(
      'Masukkan kata laluan semasa anda untuk menukar e-mel atau kata laluan.',
    );
    expect(
      refusal(
        await patch({ email: 'baru@contoh.my', currentPassword: 'bukan-ini' }),
        400,
        'currentPassword',
      ),
    ).toBe('Kata laluan semasa tidak betul.');
    expect(
      refusal(
        await patch({ newPassword: 'Kopi-Tarik-88', currentPassword: 'Kopi-Tarik-88' }),
        400,
        'newPassword',
      ),
    ).toBe('Kata laluan baharu mesti berbeza daripada kata laluan semasa anda.');
    expect(refusal(await patch({ avatarUrl: 'http://gambar.contoh.my/a.png' }), 400)).toBe(
      'Alamat gambar avatar mesti bermula dengan https://',
    );
    expect(refusal(await patch({ displayName: 'n'.repeat(61) }), 400)).toBe(
      'Nama paparan tidak boleh melebihi 60 aksara.',
    );
  });
});

describe('other member messages', () => {
  it('prompt favourites, feedback, suggestions and a bad character', async () => {
    const as = t().as(await t().member());
    const [prompt] = await t().insert('prompts', buildPrompt, {});
    const promptId = prompt!.id as string;

    expect((await as.post('/api/me/prompt-favorites', { promptId })).statusCode).toBe(201);
    expect(refusal(await as.post('/api/me/prompt-favorites', { promptId }), 409)).toBe(
      'Prompt ini sudah ada dalam senarai kegemaran anda.',
    );
    expect((await as.delete(`/api/me/prompt-favorites/${promptId}`)).statusCode).toBe(204);
    expect(refusal(await as.delete(`/api/me/prompt-favorites/${promptId}`), 404)).toBe(
      'Prompt ini tiada dalam senarai kegemaran anda.',
    );

    expect(
      refusal(await as.post('/api/feedback', { type: 'bug', message: 'm'.repeat(501) }), 400),
    ).toBe('Mesej tidak boleh melebihi 500 aksara.');

    const suggestion = {
      type: 'tool',
      title: 'Alat baharu',
      description: 'Ringkas',
      reason: 'Menjimatkan masa setiap hari.',
    };
    expect(refusal(await as.post('/api/suggestions', suggestion), 400, 'description')).toBe(
      'Sila huraikan sekurang-kurangnya 10 aksara.',
    );
    expect(
      refusal(
        await as.post('/api/suggestions', { ...suggestion, description: 'd'.repeat(501) }),
        400,
        'description',
      ),
    ).toBe('Penerangan mesti kurang daripada 500 aksara.');

    expect(
      refusal(await as.post('/api/feedback', { type: 'bug', message: 'rosak\u0000' }), 400),
    ).toBe('Data yang dihantar mengandungi aksara yang tidak sah.');
  });

  it('the tool rating the issue names, from the Malay Tool add flow', async () => {
    const as = t().as(await t().admin());
    const res = await as.post('/api/admin/tools', {
      name: 'Alat Ujian',
      category: 'Writing',
      rating: 4.55,
    });
    expect(refusal(res, 400, 'rating')).toBe('Penilaian mesti dalam gandaan 0.1 (contohnya 4.5)');
  });
});
