import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/account.js';
import { AUTH_MESSAGES } from '../../../shared/auth.js';
import { verifyPassword } from '../../auth/passwords.js';
import { useTestApp } from '../../test/app.js';

const t = useTestApp();

interface ProfileBody {
  displayName: string;
  email: string;
  avatarUrl: string;
  newPassword?: string;
  currentPassword?: string;
}

const blank: ProfileBody = { displayName: '', email: '', avatarUrl: '' };

const patch = (payload: object, cookie?: string) => t().as(cookie).patch('/api/profile', payload);

const sessionUser = async (cookie: string) =>
  (await t().as(cookie).get('/api/auth/session')).json<{ user: { id: string } | null }>().user;

const row = (id: string) =>
  t().db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('PATCH /api/profile', () => {
  it('answers 401 to visitors', async () => {
    const res = await patch({ ...blank, displayName: 'Siapa' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'unauthenticated',
      message: AUTH_MESSAGES.signInRequired,
    });
  });

  it('updates display name, email (lowercased) and avatar URL', async () => {
    const { user, cookie } = await t().signedIn({ email: 'lama@contoh.my' });
    const res = await patch(
      {
        displayName: '  Cikgu Siti  ',
        email: ' Siti.Baru@Contoh.MY ',
        avatarUrl: 'https://gambar.contoh.my/siti.png',
        currentPassword: user.password,
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({
        id: user.id,
        username: user.username,
        displayName: 'Cikgu Siti',
        email: 'siti.baru@contoh.my',
        avatarUrl: 'https://gambar.contoh.my/siti.png',
      }),
      passwordChanged: false,
    });
    expect(await row(user.id)).toMatchObject({
      display_name: 'Cikgu Siti',
      email: 'siti.baru@contoh.my',
      avatar_url: 'https://gambar.contoh.my/siti.png',
    });
    expect(await sessionUser(cookie)).toMatchObject({
      displayName: 'Cikgu Siti',
      email: 'siti.baru@contoh.my',
    });
    // The password is untouched when no new one is given.
    expect(await verifyPassword((await row(user.id)).password_hash, user.password)).toBe(true);
  });

  it('accepts an empty email and avatar, clearing them', async () => {
    const { user, cookie } = await t().signedIn({
      email: 'buang@contoh.my',
      avatar_url: 'https://gambar.contoh.my/lama.png',
    });
    const res = await patch(
      { displayName: 'Tanpa Emel', email: '', avatarUrl: '', currentPassword: user.password },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: null, avatarUrl: null });
    expect(await row(user.id)).toMatchObject({ email: null, avatar_url: null });
  });

  it('keeps its own email without calling it taken', async () => {
    const { cookie } = await t().signedIn({ email: 'sendiri@contoh.my' });
    const res = await patch({ ...blank, email: 'SENDIRI@contoh.my' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('sendiri@contoh.my');
  });

  it("refuses someone else's email with 409, changing nothing", async () => {
    await t().createUser({ email: 'sudah.ada@contoh.my' });
    const { user, cookie } = await t().signedIn({ email: 'saya@contoh.my', display_name: 'Asal' });
    const res = await patch(
      {
        ...blank,
        displayName: 'Baharu',
        email: 'Sudah.Ada@contoh.my',
        currentPassword: user.password,
      },
      cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'email_taken',
      message: 'Email already registered',
      fields: { email: 'Email already registered' },
    });
    expect(await row(user.id)).toMatchObject({ email: 'saya@contoh.my', display_name: 'Asal' });
  });

  it('audits a change of display name (the name certificates print), by the member, before and after', async () => {
    await t().createUser({ email: 'diambil@contoh.my' });
    const { user, cookie } = await t().signedIn({ display_name: 'Cikgu Siti' });
    const audited = () =>
      t()
        .db.selectFrom('audit_log')
        .select(['actor_id', 'action', 'target_type', 'target_id', 'details'])
        .where('target_id', '=', user.id)
        .execute();
    // The name unchanged (other fields saved), or a change refused: nothing to audit.
    expect(
      (
        await patch(
          { ...blank, displayName: 'Cikgu Siti', avatarUrl: 'https://g.my/a.png' },
          cookie,
        )
      ).statusCode,
    ).toBe(200);
    const taken = { ...blank, displayName: 'Lain', email: 'diambil@contoh.my' };
    expect((await patch({ ...taken, currentPassword: user.password }, cookie)).statusCode).toBe(
      409,
    );
    expect(await audited()).toEqual([]);

    expect((await patch({ ...blank, displayName: ' Siti Aminah ' }, cookie)).statusCode).toBe(200);
    expect(await audited()).toEqual([
      {
        actor_id: user.id,
        action: 'update-profile-name',
        target_type: 'users',
        target_id: user.id,
        details: JSON.stringify({
          before: { displayName: 'Cikgu Siti' },
          after: { displayName: 'Siti Aminah' },
        }),
      },
    ]);
    // The admin's Audit tab lists it, by the member's name.
    const listed = await t()
      .as(await t().admin())
      .get('/api/admin/audit?action=update-profile-name&resource=users');
    expect(listed.json().items).toContainEqual(
      expect.objectContaining({
        actorName: user.username,
        action: 'update-profile-name',
        targetId: user.id,
      }),
    );
  });

  it('refuses an avatar URL that is not https', async () => {
    const { user, cookie } = await t().signedIn();
    const refused = [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://x.my/a',
      'http://x.my/a',
    ];
    for (const avatarUrl of refused) {
      const res = await patch({ ...blank, avatarUrl }, cookie);
      expect(res.statusCode, avatarUrl).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message: ACCOUNT_MESSAGES.invalidAvatar,
        fields: { avatarUrl: ACCOUNT_MESSAGES.invalidAvatar },
      });
    }
    expect((await row(user.id)).avatar_url).toBeNull();
  });

  it('refuses a new password shorter than 6 characters, keeping the old one', async () => {
    const { user, cookie } = await t().signedIn();
    const res = await patch({ ...blank, newPassword: '12345' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Password must be at least 6 characters',
      fields: { newPassword: 'Password must be at least 6 characters' },
    });
    expect(await verifyPassword((await row(user.id)).password_hash, user.password)).toBe(true);
  });

  it('sets a new password: this session stays, the other sessions end, the new one signs in', async () => {
    const { user, cookie } = await t().signedIn();
    const otherDevice = await t().cookieFor(user);
    const someoneElse = await t().signedIn();

    const res = await patch(
      {
        ...blank,
        displayName: 'Selamat',
        newPassword: 'baharu123',
        currentPassword: user.password,
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ passwordChanged: true, user: { id: user.id } });

    expect(await sessionUser(cookie)).toMatchObject({ id: user.id });
    expect(await sessionUser(otherDevice)).toBeNull();
    expect(await sessionUser(someoneElse.cookie)).toMatchObject({ id: someoneElse.user.id });

    const login = (password: string) =>
      t().as(null).post('/api/auth/login', { identifier: user.username, password });
    expect((await login(user.password)).statusCode).toBe(401);
    expect((await login('baharu123')).statusCode).toBe(200);
  });

  it('an empty new password leaves the password as it was', async () => {
    const { user, cookie } = await t().signedIn();
    const otherDevice = await t().cookieFor(user);
    const res = await patch({ ...blank, newPassword: '' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().passwordChanged).toBe(false);
    expect(await sessionUser(otherDevice)).toMatchObject({ id: user.id });
    expect(await verifyPassword((await row(user.id)).password_hash, user.password)).toBe(true);
  });

  it('never returns the password hash', async () => {
    const { user, cookie } = await t().signedIn();
    const res = await patch(
      { ...blank, displayName: 'Rahsia', newPassword: 'baharu123', currentPassword: user.password },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const hash = (await row(user.id)).password_hash;
    expect(res.body).not.toContain(hash);
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toMatch(/password_?hash/i);
    expect(res.body).not.toContain('baharu123');
  });
});
