// A valid body (and the path of an existing row) for every write route, for the property tests
// of hostile-input.test.ts to break field by field. Each is accepted as it stands: the test
// checks that first, so a refused hostile variant is refused for its hostile value.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DB } from '../db/connect.js';
import {
  buildCategory,
  buildFeedback,
  buildPrompt,
  buildSuggestion,
  buildTool,
  buildTutorial,
  buildUser,
  buildWorkflow,
  buildWorkflowStep,
} from '../db/factories.js';
import type { UsersTable } from '../db/schema.js';
import type { Access } from '../auth/access.js';
import { hashPassword } from '../auth/passwords.js';
import { createSession, hashToken, publicSessionId } from '../auth/sessions.js';
import type { TestApp } from './app.js';
import { holdLinkCheck } from './link-check.js';

export const PASSWORD = 'rahsia123';
/** A new password none of the password rules refuses. */
export const NEW_PASSWORD = 'Hab-AI-ujian-9137';

export interface CaseContext {
  db: DB;
  /** Who sends the request (null: a visitor). */
  caller: { id: string } | null;
  /** A number no other input of the file uses, for unique names. */
  n: number;
  /** Inserts an account whose password is PASSWORD. */
  newUser: (
    overrides?: Partial<Insertable<UsersTable>>,
  ) => Promise<{ id: string; username: string }>;
}

export interface RouteCase {
  /** A body the route accepts. */
  body: (c: CaseContext) => Promise<unknown> | unknown;
  /** Path parameters of a row that exists (made anew when the route deletes or changes it). */
  params?: (c: CaseContext) => Promise<Record<string, string>>;
  /** A new caller for every input: the route changes its caller, or limits writes per caller. */
  freshCaller?: boolean;
  /** The route takes a file, not JSON: a string body is sent as it is, with this type. */
  fileType?: string;
}

export interface Caller {
  id: string;
  cookie: string;
}

/**
 * Accounts and callers made directly in the database (one password hash for all, so a
 * thousand of them cost nothing), and the context a case's body and params are made in.
 */
export function caseHelpers(t: () => TestApp) {
  let passwordHash: Promise<string> | undefined;
  let n = 0;
  async function newUser(overrides: Partial<Insertable<UsersTable>> = {}) {
    passwordHash ??= hashPassword(PASSWORD);
    const user = buildUser({ password_hash: await passwordHash, ...overrides });
    await t().db.insertInto('users').values(user).execute();
    return user;
  }
  /** Someone the route lets in: a visitor, an approved member or an admin, signed in. */
  async function callerFor(access: Access): Promise<Caller | null> {
    if (access === 'public') return null;
    const user = await newUser(access === 'admin' ? { role: 'admin' } : {});
    const { token } = await createSession(t().db, user.id, t().clock.current);
    return { id: user.id, cookie: `habai_session=${token}` };
  }
  const context = (caller: Caller | null): CaseContext => {
    n += 1;
    return { db: t().db, caller, n, newUser };
  };
  return { newUser, callerFor, context };
}

/** A synonym group row (issue 22), its words unique to the case. */
const synonymGroup = (n: number) => {
  const stamp = new Date().toISOString();
  return {
    id: randomUUID(),
    words: JSON.stringify([`basikal${n}`, `bicycle${n}`]),
    created_at: stamp,
    updated_at: stamp,
  };
};

async function insertRow<R extends { id: string }>(db: DB, table: string, row: R): Promise<R> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is a parameter
  await (db as any).insertInto(table).values(row).execute();
  return row;
}

const tool = (c: CaseContext) => insertRow(c.db, 'tools', buildTool());
const tutorial = (c: CaseContext) => insertRow(c.db, 'tutorials', buildTutorial());
const workflow = (c: CaseContext) => insertRow(c.db, 'workflows', buildWorkflow());
/** A workflow a run can go through (issue 19). */
const twoStepWorkflow = (c: CaseContext) =>
  insertRow(
    c.db,
    'workflows',
    buildWorkflow({ steps: [buildWorkflowStep(1, 'Satu'), buildWorkflowStep(2, 'Dua')] }),
  );
const prompt = (c: CaseContext) => insertRow(c.db, 'prompts', buildPrompt());
/**
 * Issue 21: the caller has every tutorial of the learning path Selesai and its quiz passed (a
 * path of one new tutorial when the admin's is empty) and a profile name, so the certificate is
 * theirs to take.
 */
async function certificateEarnedBy(c: CaseContext) {
  let path = await c.db.selectFrom('learning_path').select('tutorial_id').execute();
  if (path.length === 0) {
    const row = await tutorial(c);
    const entry = { id: randomUUID(), tutorial_id: row.id, position: 1 };
    await c.db
      .insertInto('learning_path')
      .values({ ...entry, created_at: new Date().toISOString() })
      .execute();
    path = [entry];
  }
  const now = new Date().toISOString();
  // Issue 31: the certificate prints the profile name, so the caller has one.
  await c.db
    .updateTable('users')
    .set({ display_name: 'Nama Ahli' })
    .where('id', '=', c.caller!.id)
    .execute();
  for (const { tutorial_id } of path) {
    await c.db
      .insertInto('tutorial_status')
      .values({ user_id: c.caller!.id, tutorial_id, status: 'completed', last_watched_at: now })
      .execute();
    await c.db
      .insertInto('quiz_results')
      .values({
        user_id: c.caller!.id,
        tutorial_id,
        best_percent: 100,
        attempts: 1,
        passed_at: now,
        updated_at: now,
      })
      .execute();
  }
  return {};
}

/** A tutorial with a two-question quiz (issue 21). */
const QUIZ = {
  passMark: 50,
  questions: [
    { question: 'Satu?', choices: ['Ya', 'Tidak'], answer: 0, explanation: null },
    { question: 'Dua?', choices: ['A', 'B', 'C'], answer: 2, explanation: 'Sebab C.' },
  ],
};
async function quizTutorial(c: CaseContext) {
  const row = await tutorial(c);
  await c.db
    .insertInto('tutorial_quizzes')
    .values({
      tutorial_id: row.id,
      pass_mark: QUIZ.passMark,
      questions: JSON.stringify(QUIZ.questions),
      updated_at: new Date().toISOString(),
    })
    .execute();
  return row;
}

/** `make` once per route and caller: rows a route reads but does not use up. */
function once<T>(make: (c: CaseContext) => Promise<T>) {
  const made = new Map<string, Promise<T>>();
  return (c: CaseContext) => {
    const key = c.caller?.id ?? 'visitor';
    if (!made.has(key)) made.set(key, make(c));
    return made.get(key)!;
  };
}

async function resetToken(c: CaseContext) {
  const user = await c.newUser({ email: `pulih${c.n}@contoh.my` });
  const token = randomBytes(32).toString('base64url');
  await c.db
    .insertInto('password_reset_tokens')
    .values({
      id: createHash('sha256').update(token).digest('hex'),
      user_id: user.id,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      used_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return token;
}

const favorite = async (c: CaseContext) => {
  const item = await tool(c);
  await c.db
    .insertInto('favorites')
    .values({
      id: randomUUID(),
      user_id: c.caller!.id,
      item_id: item.id,
      item_type: 'tool',
      personal_remarks: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { itemType: 'tool', itemId: item.id };
};

/** Another session of the caller, as "Sesi aktif" names it (issue 31). */
const otherSession = async (c: CaseContext) => {
  const { token } = await createSession(c.db, c.caller!.id, new Date());
  return { id: publicSessionId(hashToken(token)) };
};

const toolBody = (c: CaseContext) => ({
  name: `Alat Ujian ${c.n}`,
  website: 'https://contoh.my/alat',
  mainFunction: 'Menulis',
  description: 'Alat AI untuk menulis.',
  category: 'Productivity',
  pricing: 'Free',
  keyFeatures: ['Pantas', 'Mudah'],
  alternatives: ['ChatGPT'],
  rating: 4.5,
});
const tutorialBody = (c: CaseContext) => ({
  title: `Tutorial Ujian ${c.n}`,
  category: 'Productivity',
  description: 'Belajar asas.',
  duration: '20 minit',
  instructor: 'Cikgu AI',
  youtubeId: 'dQw4w9WgXcQ',
  difficulty: 'Pemula',
  steps: [{ title: 'Langkah satu', description: 'Buka alat.', tools: ['ChatGPT'] }],
  resources: [{ title: 'Panduan', url: 'https://contoh.my/panduan' }],
});
const workflowBody = (c: CaseContext) => ({
  title: `Workflow Ujian ${c.n}`,
  goal: 'Siapkan laporan',
  description: 'Langkah demi langkah.',
  category: 'Productivity',
  difficulty: 'Beginner',
  estimatedTime: '30 minit',
  steps: [{ task: 'Rangka', description: 'Tulis rangka.', tools: ['ChatGPT'], alternatives: [] }],
});
const promptBody = (c: CaseContext) => ({
  title: `Prompt Ujian ${c.n}`,
  description: 'Ringkaskan teks.',
  promptText: 'Ringkaskan [teks] dalam 3 ayat.',
  category: 'Writing',
  difficulty: 'Pemula',
  imageUrl: 'https://contoh.my/imej.png',
  tools: ['ChatGPT'],
  usageTips: ['Beri konteks'],
  tags: ['ringkasan'],
});

const id = (make: (c: CaseContext) => Promise<{ id: string }>) => async (c: CaseContext) => ({
  id: (await make(c)).id,
});

/** The import routes of a content tab: a JSON file of one item the add form takes. */
function importCases(
  resource: string,
  item: (c: CaseContext) => object,
): Record<string, RouteCase> {
  const body = (c: CaseContext) => ({ format: 'json', content: JSON.stringify([item(c)]) });
  return {
    [`POST /api/admin/${resource}/import/preview`]: { body },
    [`POST /api/admin/${resource}/import`]: { body },
  };
}

export const ROUTE_CASES: Record<string, RouteCase> = {
  'POST /api/auth/login': {
    body: async (c) => ({ identifier: (await loginUser(c)).username, password: PASSWORD }),
  },
  'POST /api/auth/admin-login': {
    body: async (c) => ({ identifier: (await loginAdmin(c)).username, password: PASSWORD }),
  },
  'POST /api/auth/complete-password-change': {
    body: async (c) => ({
      identifier: (await c.newUser({ password_reset_required: 1 })).username,
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    }),
  },
  'POST /api/auth/logout': { body: () => ({}) },
  'PUT /api/language': { body: () => ({ language: 'ms' }) },
  'POST /api/auth/register': {
    body: (c) => ({
      username: `baru_${c.n}`,
      email: `baru${c.n}@contoh.my`,
      password: NEW_PASSWORD,
      gender: 'female',
      birthday: '1990-05-06',
    }),
  },
  // An address no account has: no reset mail (nor row) is written after the answer.
  'POST /api/auth/password-reset': { body: (c) => ({ email: `tiada${c.n}@contoh.my` }) },
  'POST /api/auth/password-reset/check': { body: async (c) => ({ token: await resetToken(c) }) },
  'POST /api/auth/password-reset/complete': {
    body: async (c) => ({ token: await resetToken(c), password: NEW_PASSWORD }),
  },
  'POST /api/auth/find-email': {
    body: async (c) => ({
      username: (await c.newUser({ email: `cari${c.n}@contoh.my` })).username,
    }),
  },
  'PATCH /api/profile': {
    freshCaller: true,
    body: (c) => ({
      displayName: 'Nama Baharu',
      email: `profil${c.n}@contoh.my`,
      avatarUrl: 'https://contoh.my/avatar.png',
      newPassword: '',
      currentPassword: PASSWORD,
    }),
  },
  'POST /api/workflows/:id/complete': { body: () => ({}), params: id(once(workflow)) },
  'POST /api/prompts/:id/copy': { body: () => ({}), params: id(once(prompt)) },
  'POST /api/suggestions': {
    freshCaller: true,
    body: () => ({
      type: 'tool',
      title: 'Alat baharu',
      description: 'Alat AI yang sangat berguna.',
      reason: 'Menjimatkan masa setiap hari.',
      website: 'https://contoh.my',
    }),
  },
  'POST /api/feedback': {
    freshCaller: true,
    body: () => ({ type: 'bug', message: 'Butang tidak berfungsi', pageUrl: '/tools' }),
  },
  'POST /api/me/favorites': {
    body: async (c) => ({ itemType: 'tool', itemId: (await tool(c)).id, personalRemarks: 'Bagus' }),
  },
  'PATCH /api/me/favorites/:itemType/:itemId': {
    body: () => ({ personalRemarks: 'Catatan saya' }),
    params: once(favorite),
  },
  'DELETE /api/me/favorites/:itemType/:itemId': { body: () => ({}), params: favorite },
  'POST /api/me/prompt-favorites': {
    body: async (c) => ({ promptId: (await prompt(c)).id }),
  },
  'DELETE /api/me/prompt-favorites/:promptId': {
    body: () => ({}),
    params: async (c) => {
      const row = await prompt(c);
      await c.db
        .insertInto('prompt_favorites')
        .values({ user_id: c.caller!.id, prompt_id: row.id, created_at: new Date().toISOString() })
        .execute();
      return { promptId: row.id };
    },
  },
  'PUT /api/me/tutorials/:id/status': {
    body: () => ({ status: 'watching' }),
    params: id(once(tutorial)),
  },
  'PUT /api/me/items/:itemType/:itemId/status': {
    body: () => ({ status: 'tried' }),
    params: once(async (c) => ({ itemType: 'tool', itemId: (await tool(c)).id })),
  },
  'PUT /api/me/workflow-runs/:id': {
    body: () => ({ current: 1, completed: [0], elapsedMs: 61_000, running: true }),
    params: id(once(twoStepWorkflow)),
  },
  'DELETE /api/me/workflow-runs/:id': { body: () => ({}), params: id(twoStepWorkflow) },
  'POST /api/me/start-card/dismiss': { body: () => ({}) },
  'PUT /api/me/prompt-blanks': { body: () => ({ values: { produk: 'Kopi Tenom' } }) },
  'POST /api/tutorials/:id/quiz/attempts': {
    body: () => ({ answers: [0, 2] }),
    params: id(once(quizTutorial)),
  },
  'PUT /api/admin/tutorials/:id/quiz': { body: () => QUIZ, params: id(once(tutorial)) },
  // Issue 21: issued once the caller has earned it (refused with 409 before, whatever the body).
  'POST /api/me/certificate': {
    body: certificateEarnedBy,
    freshCaller: true,
  },
  'DELETE /api/admin/tutorials/:id/quiz': { body: () => ({}), params: id(quizTutorial) },
  'DELETE /api/me/prompt-blanks': { body: () => ({}) },
  'DELETE /api/me/sessions/:id': { body: () => ({}), params: otherSession, freshCaller: true },
  'POST /api/me/sessions/sign-out-others': { body: () => ({}), freshCaller: true },
  'POST /api/admin/users': {
    body: (c) => ({
      username: `dicipta_${c.n}`,
      email: `dicipta${c.n}@contoh.my`,
      password: NEW_PASSWORD,
      role: 'user',
    }),
  },
  'PATCH /api/admin/users/:id/status': {
    body: () => ({ status: 'approved' }),
    params: id((c) => c.newUser({ status: 'pending' })),
  },
  // Issue 33: the order number matching a member's payment.
  'PATCH /api/admin/users/:id/order-number': {
    body: () => ({ orderNumber: 'HAB-0001' }),
    params: id((c) => c.newUser()),
  },
  'DELETE /api/admin/users/:id': { body: () => ({}), params: id((c) => c.newUser()) },
  // Issue 23: two pending accounts decided at once; an admin's registration mail setting.
  'POST /api/admin/users/decisions': {
    body: async (c) => ({
      ids: [
        (await c.newUser({ status: 'pending' })).id,
        (await c.newUser({ status: 'pending' })).id,
      ],
      status: 'approved',
    }),
  },
  'PUT /api/admin/me/notifications': { body: () => ({ registrations: false }) },
  'PATCH /api/admin/feedback/:id': {
    body: () => ({ status: 'read', adminNotes: 'Sedang disemak' }),
    params: id(once((c) => insertRow(c.db, 'feedback', buildFeedback()))),
  },
  'PATCH /api/admin/suggestions/:id/status': {
    body: () => ({ status: 'approved' }),
    params: id((c) => insertRow(c.db, 'suggestions', buildSuggestion())),
  },
  'DELETE /api/admin/suggestions/:id': {
    body: () => ({}),
    params: id((c) => insertRow(c.db, 'suggestions', buildSuggestion())),
  },
  'POST /api/admin/tools': { body: toolBody },
  'PUT /api/admin/tools/:id': { body: toolBody, params: id(once(tool)) },
  'DELETE /api/admin/tools/:id': { body: () => ({}), params: id(tool) },
  // Issue 32: a logo is sent as its own bytes (here an SVG's text), not as JSON.
  'PUT /api/admin/tools/:id/logo': {
    fileType: 'image/svg+xml',
    body: () => '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    params: id(once(tool)),
  },
  'DELETE /api/admin/tools/:id/logo': { body: () => ({}), params: id(once(tool)) },
  'POST /api/admin/tutorials': { body: tutorialBody },
  'PUT /api/admin/tutorials/:id': { body: tutorialBody, params: id(once(tutorial)) },
  'DELETE /api/admin/tutorials/:id': { body: () => ({}), params: id(tutorial) },
  'POST /api/admin/workflows': { body: workflowBody },
  'PUT /api/admin/workflows/:id': { body: workflowBody, params: id(once(workflow)) },
  'DELETE /api/admin/workflows/:id': { body: () => ({}), params: id(workflow) },
  'POST /api/admin/prompts': { body: promptBody },
  'PUT /api/admin/prompts/:id': { body: promptBody, params: id(once(prompt)) },
  'DELETE /api/admin/prompts/:id': { body: () => ({}), params: id(prompt) },
  'POST /api/admin/categories': {
    body: (c) => ({ name: `Kategori Ujian ${c.n}`, description: 'Untuk ujian.' }),
  },
  // A category of its own, renamed on every input (a rename also renames its items).
  'PUT /api/admin/categories/:id': {
    body: (c) => ({ name: `Kategori Nama ${c.n}`, description: 'Dinamakan semula.' }),
    params: id(once((c) => insertRow(c.db, 'categories', buildCategory()))),
  },
  'DELETE /api/admin/categories/:id': {
    body: () => ({}),
    params: id((c) => insertRow(c.db, 'categories', buildCategory())),
  },
  // Issue 22: synonym groups of the search everywhere.
  'POST /api/admin/synonyms': { body: (c) => ({ words: [`kereta${c.n}`, `car${c.n}`] }) },
  'PUT /api/admin/synonyms/:id': {
    body: (c) => ({ words: [`motor${c.n}`, `motorcycle${c.n}`] }),
    params: id(once((c) => insertRow(c.db, 'synonyms', synonymGroup(c.n)))),
  },
  'DELETE /api/admin/synonyms/:id': {
    body: () => ({}),
    params: id((c) => insertRow(c.db, 'synonyms', synonymGroup(c.n))),
  },
  'PUT /api/admin/learning-path': {
    body: async (c) => {
      const [first, second] = await learningPathTutorials(c);
      return { tutorialIds: [first, null, second] };
    },
  },
  // The path is shared: each input starts from an empty one, so the add is never refused as full.
  'POST /api/admin/learning-path/tutorials/:id': {
    body: () => ({}),
    params: async (c) => {
      await c.db.deleteFrom('learning_path').execute();
      return { id: (await tutorial(c)).id };
    },
  },
  'POST /api/admin/link-health/run': {
    body: () => ({}),
    // Joins a check held as going on: none starts in the background (test/link-check.ts).
    params: async (c) => {
      await holdLinkCheck(c.db);
      return {};
    },
  },
  // Issue 33: one item's links checked at once (test apps ask no name server: network 'local').
  'POST /api/admin/link-health/items/:itemType/:itemId/check': {
    body: () => ({}),
    params: async (c) => ({ itemType: 'tools', itemId: (await tool(c)).id }),
  },
  'DELETE /api/admin/learning-path/tutorials/:id': {
    body: () => ({}),
    params: async (c) => {
      await c.db.deleteFrom('learning_path').execute();
      const row = await tutorial(c);
      await c.db
        .insertInto('learning_path')
        .values({
          id: randomUUID(),
          tutorial_id: row.id,
          position: 1,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { id: row.id };
    },
  },
  // Issue 23: a subscriber's token (each input a new one: a valid one unsubscribes).
  'POST /api/digest/unsubscribe': {
    body: async (c) => {
      const token = randomBytes(32).toString('base64url');
      await c.newUser({ weekly_digest: 1, digest_token: token });
      return { token };
    },
  },
  // Issue 23: a one-row file made by the add form's own valid body, previewed or imported.
  ...importCases('tools', toolBody),
  ...importCases('tutorials', tutorialBody),
  ...importCases('workflows', workflowBody),
  ...importCases('prompts', promptBody),
  ...importCases('categories', (c) => ({ name: `Kategori Import ${c.n}` })),
};

const loginUser = once((c) => c.newUser());
const loginAdmin = once((c) => c.newUser({ role: 'admin' }));
const learningPathTutorials = once(async (c) => [(await tutorial(c)).id, (await tutorial(c)).id]);
