import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE, CERTIFICATE_MESSAGES } from '../../../shared/certificates.js';
import { buildTutorial } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

// Issue 21: the learning-path certificate: only when earned, and its public check shows nothing
// private. Issue 31: earned by passed quizzes, named by the member's profile.

const t = useTestApp();

describeMembersOnly(t, {
  calls: async () => [
    { method: 'GET', url: '/api/me/certificate' },
    { method: 'POST', url: '/api/me/certificate', payload: {} },
  ],
  state: () => t().db.selectFrom('certificates').selectAll().execute(),
  writes: true,
});

/** A two-tutorial path; the first has a one-question quiz (answer: choice 0). */
async function pathWithQuiz() {
  const [first, second] = await t().insert(
    'tutorials',
    buildTutorial,
    { title: `Asas ${randomUUID().slice(0, 6)}` },
    { title: `Lanjut ${randomUUID().slice(0, 6)}` },
  );
  const now = new Date().toISOString();
  await t()
    .db.insertInto('learning_path')
    .values([
      { id: randomUUID(), tutorial_id: first!.id, position: 1, created_at: now },
      { id: randomUUID(), tutorial_id: second!.id, position: 2, created_at: now },
    ])
    .execute();
  await t()
    .db.insertInto('tutorial_quizzes')
    .values({
      tutorial_id: first!.id,
      pass_mark: 70,
      questions: JSON.stringify([
        { question: 'Satu?', choices: ['Ya', 'Tidak'], answer: 0, explanation: null },
      ]),
      updated_at: now,
    })
    .execute();
  return [first!, second!] as const;
}

afterEach(async () => {
  await t().db.deleteFrom('learning_path').execute();
});

const status = (cookie: string, tutorialId: string, value: string) =>
  t().as(cookie).put(`/api/me/tutorials/${tutorialId}/status`, { status: value });
const pass = (cookie: string, tutorialId: string) =>
  t()
    .as(cookie)
    .post(`/api/tutorials/${tutorialId}/quiz/attempts`, { answers: [0] });

/** A member with a profile name who has earned the certificate of a fresh two-tutorial path. */
async function earnedMember(displayName = 'Ahli Berjaya') {
  const [first, second] = await pathWithQuiz();
  const member = await t().signedIn({ display_name: displayName });
  await pass(member.cookie, first.id);
  await status(member.cookie, second.id, 'completed');
  return { ...member, path: [first, second] as const };
}

describe('the learning-path certificate', () => {
  it('is issued only once every quiz of the path is passed and every tutorial without one is Selesai, once, with the profile name', async () => {
    const [first, second] = await pathWithQuiz();
    const { user, cookie } = await t().signedIn({ display_name: 'Siti Aminah' });
    const me = t().as(cookie);
    const issue = () => me.post('/api/me/certificate');
    const refused = async () => {
      expect((await me.get('/api/me/certificate')).json()).toEqual({
        certificate: null,
        earned: false,
        name: 'Siti Aminah',
      });
      const res = await issue();
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'not_earned',
        message: CERTIFICATE_MESSAGES.notEarned,
      });
    };
    await refused();
    // Both marked Selesai by hand: the first's quiz is not passed, so nothing was proven.
    await status(cookie, first.id, 'completed');
    await status(cookie, second.id, 'completed');
    await refused();
    // The quiz passed, but the tutorial without a quiz is no longer Selesai.
    await pass(cookie, first.id);
    await status(cookie, second.id, 'watching');
    await refused();
    // Selesai again; and where the quiz is passed, the pass counts whatever the status says.
    await status(cookie, second.id, 'completed');
    await status(cookie, first.id, 'not_started');
    expect((await me.get('/api/me/certificate')).json()).toEqual({
      certificate: null,
      earned: true,
      name: 'Siti Aminah',
    });

    t().clock.current = new Date('2026-11-27T17:00:00.000Z'); // 01:00 on the 28th in KL
    // Two requests at once (two tabs) issue one certificate; a name sent in the body is not read.
    const [issued, twin] = await Promise.all([
      issue(),
      me.post('/api/me/certificate', { name: 'Nama Rekaan' }),
    ]);
    t().clock.current = new Date();
    expect(issued.statusCode, issued.body).toBe(200);
    const certificate = issued.json();
    expect(certificate).toEqual({
      code: expect.stringMatching(CERTIFICATE_CODE),
      name: 'Siti Aminah',
      username: user.username,
      issuedOn: '2026-11-28',
      tutorials: [first.title, second.title],
    });
    expect(twin.json()).toEqual(certificate);
    expect(await issue().then((r) => r.json())).toEqual(certificate);
    expect(
      await t()
        .db.selectFrom('certificates')
        .select('code')
        .where('user_id', '=', user.id)
        .execute(),
    ).toHaveLength(1);
    expect((await me.get('/api/me/certificate')).json()).toEqual({
      certificate,
      earned: true,
      name: 'Siti Aminah',
    });
  });

  it('asks a member without a profile name to set it in Edit Profil first', async () => {
    const { user, cookie, path } = await earnedMember('');
    const me = t().as(cookie);
    const refusedForName = async () => {
      expect((await me.get('/api/me/certificate')).json()).toEqual({
        certificate: null,
        earned: true,
        name: null,
      });
      const res = await me.post('/api/me/certificate');
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'name_required',
        message: CERTIFICATE_MESSAGES.nameRequired,
      });
    };
    await refusedForName();
    // The username every account starts with as its display name is not a name to print.
    const profile = { email: '', avatarUrl: '' };
    expect(
      (await me.patch('/api/profile', { ...profile, displayName: user.username.toUpperCase() }))
        .statusCode,
    ).toBe(200);
    await refusedForName();
    expect(
      (await me.patch('/api/profile', { ...profile, displayName: 'Nur Aisyah' })).statusCode,
    ).toBe(200);
    const issued = await me.post('/api/me/certificate');
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({
      name: 'Nur Aisyah',
      username: user.username,
      tutorials: path.map((tutorial) => tutorial.title),
    });
  });

  it('is checked by anyone with its code: the profile name as it is now, the username, the date and the path, nothing private', async () => {
    const { user, cookie } = await earnedMember('Ahli Berjaya');
    const me = t().as(cookie);
    const { code } = (await me.post('/api/me/certificate')).json();
    const check = () => t().as(null).get(`/api/certificates/${code.toLowerCase()}`);

    const checked = await check();
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ code, name: 'Ahli Berjaya', username: user.username });
    expect(Object.keys(checked.json()).sort()).toEqual([
      'code',
      'issuedOn',
      'name',
      'tutorials',
      'username',
    ]);
    expect(checked.headers['x-robots-tag']).toBe('noindex');
    for (const secret of [user.id, user.email ?? user.id]) {
      expect(checked.body).not.toContain(secret);
    }

    // The name follows the profile (the change is audited: profile.test.ts); cleared, the
    // certificate shows the username it shows anyway.
    const profile = { email: '', avatarUrl: '' };
    await me.patch('/api/profile', { ...profile, displayName: 'Ahli Berjaya binti Ali' });
    expect((await check()).json().name).toBe('Ahli Berjaya binti Ali');
    await me.patch('/api/profile', { ...profile, displayName: '' });
    expect((await check()).json()).toMatchObject({ name: user.username, username: user.username });

    for (const wrong of ['HAB-2222-2222', 'x'.repeat(21), "HAB-'or'1'='1"]) {
      const res = await t()
        .as(null)
        .get(`/api/certificates/${encodeURIComponent(wrong)}`);
      expect(res.statusCode, wrong).toBe(wrong.length > 20 ? 400 : 404);
    }
  });

  it('goes with the account when an admin deletes it', async () => {
    const { user, cookie } = await earnedMember();
    const { code } = (await t().as(cookie).post('/api/me/certificate')).json();
    expect((await t().as(null).get(`/api/certificates/${code}`)).statusCode).toBe(200);
    const deleted = await t()
      .as(await t().admin())
      .delete(`/api/admin/users/${user.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const res = await t().as(null).get(`/api/certificates/${code}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(CERTIFICATE_MESSAGES.notFound);
  });

  it('is not earned while the admin has set no path', async () => {
    const { cookie } = await t().signedIn({ display_name: 'Nama Ahli' });
    expect((await t().as(cookie).get('/api/me/certificate')).json()).toEqual({
      certificate: null,
      earned: false,
      name: 'Nama Ahli',
    });
  });
});
