import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE, CERTIFICATE_MESSAGES } from '../../../shared/certificates.js';
import { buildTutorial } from '../../db/factories.js';
import { describeMembersOnly } from '../../test/access.js';
import { useTestApp } from '../../test/app.js';

// Issue 21: the learning-path certificate: only when earned, and its public check shows nothing
// private.

const t = useTestApp();

describeMembersOnly(t, {
  calls: async () => [
    { method: 'GET', url: '/api/me/certificate' },
    { method: 'POST', url: '/api/me/certificate', payload: { name: 'Nama Ahli' } },
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

describe('the learning-path certificate', () => {
  it('is issued only once every path tutorial is Selesai and its quiz passed, once, with the name and path', async () => {
    const [first, second] = await pathWithQuiz();
    const { user, cookie } = await t().signedIn({ display_name: 'Siti Aminah' });
    const me = t().as(cookie);
    const issue = () => me.post('/api/me/certificate', { name: ' Siti Aminah binti Ali ' });
    const refused = async () => {
      expect((await me.get('/api/me/certificate')).json()).toEqual({
        certificate: null,
        earned: false,
        suggestedName: 'Siti Aminah',
      });
      const res = await issue();
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain(CERTIFICATE_MESSAGES.notEarned);
    };
    await refused();
    await me.put(`/api/me/tutorials/${first.id}/status`, { status: 'completed' });
    await me.put(`/api/me/tutorials/${second.id}/status`, { status: 'completed' });
    // Both Selesai, but the first's quiz is not passed yet.
    await refused();
    await me.post(`/api/tutorials/${first.id}/quiz/attempts`, { answers: [0] });
    expect((await me.get('/api/me/certificate')).json()).toEqual({
      certificate: null,
      earned: true,
      suggestedName: 'Siti Aminah',
    });
    // The name is the member's to confirm: none, or one too short, is refused.
    for (const payload of [{}, { name: ' a ' }, { name: 'x'.repeat(81) }]) {
      const res = await me.post('/api/me/certificate', payload);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(CERTIFICATE_MESSAGES.nameRequired);
    }

    t().clock.current = new Date('2026-11-27T17:00:00.000Z'); // 01:00 on the 28th in KL
    // Two requests at once (two tabs) issue one certificate.
    const [issued, twin] = await Promise.all([issue(), issue()]);
    t().clock.current = new Date();
    expect(issued.statusCode, issued.body).toBe(200);
    const certificate = issued.json();
    expect(certificate).toEqual({
      code: expect.stringMatching(CERTIFICATE_CODE),
      name: 'Siti Aminah binti Ali',
      issuedOn: '2026-11-28',
      tutorials: [first.title, second.title],
    });
    expect(twin.json()).toEqual(certificate);
    // Asked again, with another name: the same one.
    expect((await me.post('/api/me/certificate', { name: 'Nama Lain' })).json()).toEqual(
      certificate,
    );
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
      suggestedName: 'Siti Aminah',
    });
  });

  it('is checked by anyone with its code, showing name, date and path and nothing private', async () => {
    const [first, second] = await pathWithQuiz();
    const { user, cookie } = await t().signedIn();
    const me = t().as(cookie);
    await me.put(`/api/me/tutorials/${first.id}/status`, { status: 'completed' });
    await me.put(`/api/me/tutorials/${second.id}/status`, { status: 'completed' });
    await me.post(`/api/tutorials/${first.id}/quiz/attempts`, { answers: [0] });
    const { code } = (await me.post('/api/me/certificate', { name: 'Ahli Berjaya' })).json();

    const checked = await t().as(null).get(`/api/certificates/${code.toLowerCase()}`);
    expect(checked.statusCode).toBe(200);
    expect(Object.keys(checked.json()).sort()).toEqual(['code', 'issuedOn', 'name', 'tutorials']);
    expect(checked.headers['x-robots-tag']).toBe('noindex');
    for (const secret of [user.id, user.username, user.email ?? user.id]) {
      expect(checked.body).not.toContain(secret);
    }

    for (const wrong of ['HAB-2222-2222', 'x'.repeat(21), "HAB-'or'1'='1"]) {
      const res = await t()
        .as(null)
        .get(`/api/certificates/${encodeURIComponent(wrong)}`);
      expect(res.statusCode, wrong).toBe(wrong.length > 20 ? 400 : 404);
    }
  });

  it('is not earned while the admin has set no path, and never offers the username as the name', async () => {
    const { user, cookie } = await t().signedIn();
    await t()
      .db.updateTable('users')
      .set({ display_name: user.username })
      .where('id', '=', user.id)
      .execute();
    expect((await t().as(cookie).get('/api/me/certificate')).json()).toEqual({
      certificate: null,
      earned: false,
      suggestedName: '',
    });
  });
});
