import type { Kysely, Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentPrompt, presentPromptCard } from '../../content/prompts.js';
import { listContent } from '../../content/service.js';
import { presentTool, presentToolCard } from '../../content/tools.js';
import { presentTutorial } from '../../content/tutorials.js';
import { WORKFLOW, presentWorkflow, presentWorkflowCard } from '../../content/workflows.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildPrompt, buildTool, buildTutorial, buildWorkflow } from '../factories.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import type { PromptsTable, ToolsTable, TutorialsTable, WorkflowsTable } from '../schema.js';

// Migration 0008 on a database holding older or damaged JSON lists (issue 17): each is written
// once in the one shape the lists read with JSON.parse alone, as the earlier lenient reading
// showed it to clients, on both engines. Values already in that shape are not touched.

let handle: TestDatabase;
beforeAll(async () => {
  handle = await createTestDatabase({ migrate: false });
  await migrateTo(handle.db, '0007-interaction-days');
});
afterAll(() => handle?.close());

const json = (value: unknown) => JSON.stringify(value);
const OLD_TIME = '2024-01-01T00:00:00.000Z';

describe('0008-canonical-lists', () => {
  it('writes every stored list in its one shape and leaves canonical values alone', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as 0007 left them
    const db = handle.db as unknown as Kysely<any>;
    const old = { created_at: OLD_TIME, updated_at: OLD_TIME };

    const legacyTutorial = {
      ...buildTutorial({ title: 'Tutorial Lama' }),
      ...old,
      steps: json([
        'Langkah lama',
        { title: 'Langkah baru', description: 'Terang', tools: ['Claude'], extra: 1 },
        42,
        null,
        '   ',
        ['nested'],
        { title: 'Separuh', tools: 'ChatGPT' },
        { description: 7 },
      ]),
      resources: json([
        { title: 'Selamat', url: 'https://example.com/a' },
        { title: 'Biasa', url: 'http://example.com/b' },
        { title: 'Skrip', url: 'javascript:alert(1)' },
        { title: 'Data', url: 'data:text/html,<b>x</b>' },
        { title: 'Relatif', url: '/local' },
        { title: 'Tanpa pautan' },
        'https://example.com/string',
      ]),
    };
    const brokenTutorial = { ...buildTutorial(), ...old, steps: 'bukan json', resources: '{}' };
    const cleanTutorial = {
      ...buildTutorial({
        steps: [{ title: 'Satu', description: 'Pertama', tools: ['ChatGPT'] }],
        resources: [{ title: 'Panduan', url: 'https://contoh.my/panduan' }],
      }),
      ...old,
    };
    const legacyWorkflow = {
      ...buildWorkflow({ title: 'Aliran Lama' }),
      ...old,
      steps: json([
        { stepNumber: 7, title: 'Tajuk lama' },
        'Langkah teks',
        { task: ' Tiga ', tools: 'x', alternatives: ['  Claude ', '', 5] },
      ]),
    };
    const cleanWorkflow = {
      ...buildWorkflow({
        steps: [
          { stepNumber: 1, task: 'Satu', description: 'A', tools: ['Canva'], alternatives: [] },
        ],
      }),
      ...old,
    };
    const legacyTool = {
      ...buildTool(),
      ...old,
      key_features: '["ok", 3, {"x": 1}]',
      alternatives: '{"bukan": "senarai"}',
    };
    const legacyPrompt = {
      ...buildPrompt(),
      ...old,
      tools: '["ChatGPT", 5, ["x"]]',
      usage_tips: '"satu tip"',
      tags: '[ "spaced" ]',
    };
    await db
      .insertInto('tutorials')
      .values([legacyTutorial, brokenTutorial, cleanTutorial])
      .execute();
    await db.insertInto('workflows').values([legacyWorkflow, cleanWorkflow]).execute();
    await db.insertInto('tools').values(legacyTool).execute();
    await db.insertInto('prompts').values(legacyPrompt).execute();

    await migrateToLatest(handle.db);

    const row = <T>(table: string, id: string) =>
      db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow() as Promise<
        Selectable<T>
      >;
    const tutorial = (id: string) => row<TutorialsTable>('tutorials', id);
    const workflow = (id: string) => row<WorkflowsTable>('workflows', id);

    // Tutorials: plain-string steps become objects, damaged fields empty, unreadable items and
    // resources without an http(s) link gone, unknown keys dropped.
    const legacy = await tutorial(legacyTutorial.id);
    expect(legacy.steps).toBe(
      json([
        { title: 'Langkah lama', description: '', tools: [] },
        { title: 'Langkah baru', description: 'Terang', tools: ['Claude'] },
        { title: 'Separuh', description: '', tools: [] },
        { title: '', description: '', tools: [] },
      ]),
    );
    expect(legacy.resources).toBe(
      json([
        { title: 'Selamat', url: 'https://example.com/a' },
        { title: 'Biasa', url: 'http://example.com/b' },
      ]),
    );
    const broken = await tutorial(brokenTutorial.id);
    expect([broken.steps, broken.resources]).toEqual(['[]', '[]']);

    // Workflows: numbered 1..n, `task` from an older `title` or a plain string, names trimmed.
    expect((await workflow(legacyWorkflow.id)).steps).toBe(
      json([
        { stepNumber: 1, task: 'Tajuk lama', description: '', tools: [], alternatives: [] },
        { stepNumber: 2, task: 'Langkah teks', description: '', tools: [], alternatives: [] },
        { stepNumber: 3, task: 'Tiga', description: '', tools: [], alternatives: ['Claude'] },
      ]),
    );

    // Lists of names: only their text items; anything that is not a list becomes empty.
    const tool = await row<ToolsTable>('tools', legacyTool.id);
    expect([tool.key_features, tool.alternatives]).toEqual(['["ok"]', '[]']);
    const prompt = await row<PromptsTable>('prompts', legacyPrompt.id);
    expect([prompt.tools, prompt.usage_tips, prompt.tags]).toEqual([
      '["ChatGPT"]',
      '[]',
      '["spaced"]',
    ]);

    // Canonical values are byte for byte as they were; no row's update time moved.
    const clean = await tutorial(cleanTutorial.id);
    expect([clean.steps, clean.resources]).toEqual([cleanTutorial.steps, cleanTutorial.resources]);
    expect((await workflow(cleanWorkflow.id)).steps).toBe(cleanWorkflow.steps);
    for (const row of [legacy, broken, clean, tool, prompt]) expect(row.updated_at).toBe(OLD_TIME);

    // What clients are given is what the lenient reading gave them, now from JSON.parse alone.
    expect(presentTutorial(legacy).steps[0]).toEqual({
      title: 'Langkah lama',
      description: '',
      tools: [],
    });
    expect(presentWorkflow(await workflow(legacyWorkflow.id)).tools).toEqual([]);
    expect(presentTool(tool).keyFeatures).toEqual(['ok']);
    expect(presentPrompt(prompt).tools).toEqual(['ChatGPT']);

    // The search index follows the rewritten values (SQLite's triggers, PostgreSQL's index).
    const found = await listContent({
      db: handle.db,
      dialect: handle.dialect,
      content: WORKFLOW,
      query: { q: 'tajuk lama', category: undefined, saved: undefined, limit: 10, sort: 'newest' },
    });
    expect(found.items.map((w) => w.title)).toEqual(['Aliran Lama']);
  });

  it('leaves reading to JSON.parse: a stored value is passed on as stored, not repaired', () => {
    // Values 0008 would have rewritten, as only a hand edit could store them now: the read path
    // no longer looks at them item by item (issue 17), which is what makes lists cheap.
    const tutorial = {
      ...buildTutorial(),
      steps: '["Langkah lama"]',
      resources: '[{"title":"Skrip","url":"javascript:alert(1)"}]',
    } as Selectable<TutorialsTable>;
    expect(presentTutorial(tutorial)).toMatchObject({
      steps: ['Langkah lama'],
      resources: [{ title: 'Skrip', url: 'javascript:alert(1)' }],
    });
    const workflow = {
      ...buildWorkflow(),
      steps: '[{"stepNumber":7,"title":"Lama","tools":[" Canva "]}]',
    } as Selectable<WorkflowsTable>;
    // Steps from before issue 19 gain an empty list of prompts, nothing else.
    expect(presentWorkflow(workflow).steps).toEqual([
      { stepNumber: 7, title: 'Lama', tools: [' Canva '], prompts: [] },
    ]);
    expect(presentWorkflowCard(workflow)).toMatchObject({ stepCount: 1, tools: [' Canva '] });
    const tool = {
      ...buildTool(),
      key_features: '["ok", 3]',
      alternatives: '[null]',
    } as Selectable<ToolsTable>;
    expect(presentTool(tool)).toMatchObject({ keyFeatures: ['ok', 3], alternatives: [null] });
    expect(presentToolCard(tool).keyFeatures).toEqual(['ok', 3]);
    const prompt = {
      ...buildPrompt(),
      tools: '["ChatGPT", 5]',
      usage_tips: '[["x"]]',
    } as Selectable<PromptsTable>;
    expect(presentPrompt(prompt)).toMatchObject({ tools: ['ChatGPT', 5], usageTips: [['x']] });
    expect(presentPromptCard(prompt).tools).toEqual(['ChatGPT', 5]);
  });
});
