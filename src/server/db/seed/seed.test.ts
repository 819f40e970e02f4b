import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_CATEGORIES } from '../../../shared/constants.js';
import { SaveQuizRequest } from '../../../shared/quizzes.js';
import { verifyPassword } from '../../auth/passwords.js';
import { createTestDatabase } from '../../test/database.js';
import type { DbHandle } from '../connect.js';
import { fromJsonList } from '../helpers.js';
import { ensureAdmin } from '../../accounts/first-admin.js';
import { isShort } from '../../../shared/durations.js';
import { LOGO_MAX_BYTES, logoTypeOf } from '../../../shared/logos.js';
import { parseBlanks } from '../../../shared/prompt-blanks.js';
import { prompts as demoPrompts } from './content/prompts.js';
import { seedDemoContent } from './seed-demo.js';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const count = async (table: 'tools' | 'tutorials' | 'workflows' | 'prompts' | 'categories') =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo content', () => {
  it('fills an empty database once; a second start adds nothing', async () => {
    expect(await seedDemoContent(handle.db)).toBe(true);
    const first = await count('tools');
    expect(await seedDemoContent(handle.db)).toBe(false);
    expect(await count('tools')).toBe(first);
  });

  it("bears out the landing page (issue 33): more than 50 tools, and each video's language", async () => {
    // 'Lebih 50 alat AI terpilih' (web/features/landing/messages.ts).
    expect(await count('tools')).toBeGreaterThan(50);
    const languages = await handle.db.selectFrom('tutorials').select('video_language').execute();
    for (const { video_language } of languages) {
      expect(['ms', 'en', 'campur']).toContain(video_language);
    }
  });

  it('has what the issue asks for: 10 categories, 40+ tools over all of them, 12 tutorials, 8 workflows, 20 prompts', async () => {
    expect(await count('categories')).toBe(10);
    expect(await count('tutorials')).toBeGreaterThanOrEqual(12);
    expect(await count('prompts')).toBeGreaterThanOrEqual(20);
    const tools = await handle.db
      .selectFrom('tools')
      .select(['name', 'category', 'website'])
      .execute();
    expect(tools.length).toBeGreaterThanOrEqual(40);
    expect(new Set(tools.map((t) => t.category))).toEqual(new Set(TOOL_CATEGORIES));
    for (const tool of tools) expect(tool.website, tool.name).toMatch(/^https:\/\//);

    const workflows = await handle.db.selectFrom('workflows').select(['title', 'steps']).execute();
    expect(workflows.length).toBeGreaterThanOrEqual(8);
    const names = new Set(tools.map((t) => t.name));
    for (const w of workflows) {
      const steps = fromJsonList(w.steps) as { stepNumber: number; tools: string[] }[];
      expect(steps.length, w.title).toBeGreaterThanOrEqual(3);
      expect(steps.length, w.title).toBeLessThanOrEqual(7);
      expect(steps.map((s) => s.stepNumber)).toEqual(steps.map((_, i) => i + 1));
      for (const s of steps)
        for (const tool of s.tools) expect(names.has(tool), `${w.title}: ${tool}`).toBe(true);
    }
  });
});

describe('demo quizzes (issue 21)', () => {
  it('gives each tutorial of the learning path a valid quiz', async () => {
    const path = await handle.db
      .selectFrom('learning_path as lp')
      .leftJoin('tutorial_quizzes as q', 'q.tutorial_id', 'lp.tutorial_id')
      .select(['lp.tutorial_id', 'q.pass_mark', 'q.questions'])
      .execute();
    expect(path).toHaveLength(3);
    for (const row of path) {
      expect(row.questions, row.tutorial_id).not.toBeNull();
      const quiz = SaveQuizRequest.safeParse({
        passMark: row.pass_mark,
        questions: JSON.parse(row.questions!),
      });
      expect(quiz.success, JSON.stringify(quiz.error?.issues)).toBe(true);
      expect(quiz.data!.questions.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('first admin', () => {
  it('is created once with the configured password', async () => {
    const created = await ensureAdmin(handle.db, {
      username: 'pentadbir',
      password: 'rahsia-admin',
      email: 'Admin@Contoh.my',
    });
    expect(created).toEqual({ generated: null });
    expect(
      await ensureAdmin(handle.db, { username: 'PENTADBIR', password: 'lain-pula' }),
    ).toBeNull();
    const admin = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'pentadbir')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ role: 'admin', status: 'approved', email: 'admin@contoh.my' });
    expect(await verifyPassword(admin.password_hash, 'rahsia-admin')).toBe(true);
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gets a generated password when none is configured', async () => {
    const created = await ensureAdmin(handle.db, { username: 'admin2' });
    expect(created?.generated).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const admin = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'admin2')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.password_hash, created!.generated!)).toBe(true);
  });

  it('sets a learning path of three short beginner tutorials', async () => {
    const path = await handle.db
      .selectFrom('learning_path as lp')
      .innerJoin('tutorials as t', 't.id', 'lp.tutorial_id')
      .select(['lp.position', 't.difficulty', 't.duration'])
      .orderBy('lp.position')
      .execute();
    expect(path.map((row) => row.position)).toEqual([1, 2, 3]);
    for (const row of path) {
      expect(row.difficulty).toBe('Pemula');
      expect(isShort(row.duration)).toBe(true);
    }
  });

  it('gives the workflows steps to act on: prompts of the library, each one that exists', async () => {
    const prompts = new Set(
      (await handle.db.selectFrom('prompts').select('title').execute()).map((p) => p.title),
    );
    const workflows = await handle.db.selectFrom('workflows').select(['title', 'steps']).execute();
    let withPrompts = 0;
    for (const w of workflows) {
      const steps = fromJsonList(w.steps) as { prompts?: string[] }[];
      if (steps.some((step) => (step.prompts ?? []).length > 0)) withPrompts += 1;
      for (const title of steps.flatMap((step) => step.prompts ?? []))
        expect(prompts.has(title), `${w.title}: ${title}`).toBe(true);
    }
    expect(withPrompts).toBeGreaterThanOrEqual(8);
  });

  it('writes every blank of a demo prompt one way, `${nama}` or `${nama:contoh}` (issue 33)', () => {
    for (const prompt of demoPrompts) {
      const text = prompt.prompt_text;
      const parsed = parseBlanks(text);
      expect(parsed.problems, prompt.title).toEqual([]);
      // No other kind of blank: [nama perniagaan], {nama}, <nama>, {{nama}} or ___.
      const literal = parsed.parts.filter((part) => typeof part === 'string').join('');
      expect(literal, prompt.title).not.toMatch(/\[[^\]\n]*\]|[{}]|<[^>\n]*>|_{3,}/);
      // Each blank name one word of letters, digits and underscores: labelled well on a chip.
      for (const blank of parsed.blanks) expect(blank.name, prompt.title).toMatch(/^[a-z0-9_]+$/);
    }
  });

  it('holds what a small seller needs first: a Facebook caption, a WhatsApp broadcast, a price list, a customer reply (issue 33)', () => {
    const titles = demoPrompts.map((p) => p.title);
    for (const wanted of [
      /^Kapsyen Facebook/,
      /^Mesej Siaran WhatsApp/,
      /^Senarai Harga/,
      /^Balas Pertanyaan Pelanggan/,
      /^Teks Poster/,
    ]) {
      expect(
        titles.some((title) => wanted.test(title)),
        String(wanted),
      ).toBe(true);
    }
  });

  it('gives the demo tools their logos, kept by us: ChatGPT and Claude among them (issue 32)', async () => {
    const tools = await handle.db
      .selectFrom('tools as t')
      .leftJoin('tool_logos as l', 'l.tool_id', 't.id')
      .select(['t.name', 't.id', 't.logo_url', 'l.bytes', 'l.content_type', 'l.source', 'l.hash'])
      .execute();
    const withLogo = tools.filter((t) => t.logo_url !== null);
    expect(withLogo.length).toBeGreaterThanOrEqual(30);
    expect(withLogo.map((t) => t.name)).toEqual(expect.arrayContaining(['ChatGPT', 'Claude']));
    for (const tool of withLogo) {
      expect(tool.logo_url, tool.name).toBe(`/media/logos/${tool.id}/${tool.hash}`);
      expect(tool.source).toBe('demo');
      expect(tool.content_type).toBe('image/svg+xml');
      // What the upload and the link check also demand of a logo.
      expect(logoTypeOf(new Uint8Array(tool.bytes!)), tool.name).toBe('image/svg+xml');
      expect(tool.bytes!.byteLength).toBeLessThanOrEqual(LOGO_MAX_BYTES);
      expect(tool.bytes!.toString()).not.toMatch(/<script|on\w+=|href=/i);
    }
    // The others draw their monogram, with no row of their own.
    for (const tool of tools.filter((t) => t.logo_url === null)) expect(tool.bytes).toBeNull();
  });
});
