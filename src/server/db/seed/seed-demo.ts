import { randomUUID } from 'node:crypto';
import type { DB } from '../connect.js';
import { buildPrompt, buildTool, buildTutorial, buildWorkflow } from '../factories.js';
import { saveToolLogo } from '../tool-logos.js';

const SEEDED_KEY = 'demo_seeded_at';

/** Fills an empty database with the demo content, once: a marker row stops a second run. */
export async function seedDemoContent(db: DB, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', SEEDED_KEY)
      .executeTakeFirst();
    if (marker) return false;
    // The content is read only for the one start that seeds, not kept in every server's memory.
    const [
      { prompts },
      { tools },
      { tutorials, learningPathTitles },
      { workflows },
      { quizzes },
      { demoLogos },
    ] = await Promise.all([
      import('./content/prompts.js'),
      import('./content/tools.js'),
      import('./content/tutorials.js'),
      import('./content/workflows.js'),
      import('./content/quizzes.js'),
      import('./content/logos.js'),
    ]);

    // Older items first, so "newest first" lists show the list's head in seed order.
    const at = (index: number, total: number) =>
      new Date(now.getTime() - (total - index) * 60_000).toISOString();

    const toolRows = tools.map((t, i) =>
      buildTool({ ...t, created_at: at(tools.length - i, tools.length) }),
    );
    await trx.insertInto('tools').values(toolRows).execute();
    // Issue 32: the tools' own logos, kept and served by us like any other (docs/logos.md).
    for (const row of toolRows) {
      const svg = demoLogos[row.name];
      if (!svg) continue;
      const bytes = Buffer.from(svg);
      await saveToolLogo({
        db: trx,
        toolId: row.id,
        bytes,
        contentType: 'image/svg+xml',
        source: 'demo',
        now,
      });
    }
    const tutorialRows = tutorials.map((t, i) =>
      buildTutorial({ ...t, created_at: at(tutorials.length - i, tutorials.length) }),
    );
    await trx.insertInto('tutorials').values(tutorialRows).execute();
    // Issue 19: a learning path from the start, so Community and the start card lead somewhere.
    await trx
      .insertInto('learning_path')
      .values(
        learningPathTitles.map((title, i) => ({
          id: randomUUID(),
          tutorial_id: tutorialRows.find((row) => row.title === title)!.id,
          position: i + 1,
          created_at: now.toISOString(),
        })),
      )
      .execute();
    // Issue 21: a short quiz on each tutorial of the path.
    await trx
      .insertInto('tutorial_quizzes')
      .values(
        Object.entries(quizzes).map(([title, quiz]) => ({
          tutorial_id: tutorialRows.find((row) => row.title === title)!.id,
          pass_mark: quiz.passMark,
          questions: JSON.stringify(quiz.questions),
          updated_at: now.toISOString(),
        })),
      )
      .execute();
    await trx
      .insertInto('workflows')
      .values(
        workflows.map((w, i) =>
          buildWorkflow({ ...w, created_at: at(workflows.length - i, workflows.length) }),
        ),
      )
      .execute();
    await trx
      .insertInto('prompts')
      .values(
        prompts.map((p, i) =>
          buildPrompt({ ...p, created_at: at(prompts.length - i, prompts.length) }),
        ),
      )
      .execute();
    await trx
      .insertInto('app_meta')
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .execute();
    return true;
  });
}
