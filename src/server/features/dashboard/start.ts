import { FEATURED_TUTORIAL_COUNT, type StartAction } from '../../../shared/dashboard.js';
import { isShort } from '../../../shared/durations.js';
import { TUTORIAL_DIFFICULTIES } from '../../../shared/tutorials.js';
import { WORKFLOW_DIFFICULTIES } from '../../../shared/workflows.js';
import { columnsAs } from '../../content/definition.js';
import { readLearningPath } from '../../content/learning-path.js';
import { DASHBOARD_TUTORIAL_COLUMNS } from '../../content/tutorials.js';
import { stepCount } from '../../content/workflows.js';
import type { DB } from '../../db/connect.js';
import { cachedRead } from '../../db/read-cache.js';

// Issue 19: a beginner's start — short beginner tutorials featured first, and the "Mula di
// sini" card's three first actions chosen from the content.

const BEGINNER_TUTORIAL = TUTORIAL_DIFFICULTIES[0];
const BEGINNER_WORKFLOW = WORKFLOW_DIFFICULTIES[0];
/** How many of the newest beginner items are looked through for a short one. */
const CANDIDATES = 50;

/** A tutorial as the dashboard's cards show it. */
export const TUTORIAL_CARD = columnsAs('t', DASHBOARD_TUTORIAL_COLUMNS);

const newestTutorials = (db: DB) =>
  db
    .selectFrom('tutorials as t')
    .select(TUTORIAL_CARD)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc');

/** The dashboard's featured tutorials: the newest short beginner ones, then the newest others. */
export function featuredTutorials({ db }: { db: DB }) {
  return cachedRead(db, 'dashboard:featured', async () => {
    const beginner = await newestTutorials(db)
      .where('t.difficulty', '=', BEGINNER_TUTORIAL)
      .limit(CANDIDATES)
      .execute();
    const short = beginner.filter((t) => isShort(t.duration)).slice(0, FEATURED_TUTORIAL_COUNT);
    if (short.length === FEATURED_TUTORIAL_COUNT) return short;
    const newest = await newestTutorials(db)
      .limit(FEATURED_TUTORIAL_COUNT * 2)
      .execute();
    const rest = newest.filter((t) => !short.some((s) => s.id === t.id));
    return [...short, ...rest].slice(0, FEATURED_TUTORIAL_COUNT);
  });
}

type Choice = Omit<StartAction, 'done'>;

/**
 * The three first actions, the same for every member: the learning path's first tutorial (else
 * the first featured one), the newest beginner prompt, and the beginner workflow with the fewest
 * steps.
 */
function chooseStart(db: DB) {
  return cachedRead(db, 'dashboard:start', async (): Promise<Choice[]> => {
    const [path, featured, prompt, workflows] = await Promise.all([
      readLearningPath(db),
      featuredTutorials({ db }),
      db
        .selectFrom('prompts')
        .select(['id', 'title'])
        .where('difficulty', '=', BEGINNER_TUTORIAL)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
      db
        .selectFrom('workflows')
        .select(['id', 'title', 'steps'])
        .where('difficulty', '=', BEGINNER_WORKFLOW)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(CANDIDATES)
        .execute(),
    ]);
    const first = path[0]
      ? await db
          .selectFrom('tutorials')
          .select(['id', 'title', 'duration'])
          .where('id', '=', path[0].id)
          .executeTakeFirst()
      : featured[0];
    const workflow = workflows
      .map((w) => ({ ...w, steps: stepCount(w.steps) }))
      .filter((w) => w.steps > 0)
      .reduce<{ id: string; title: string; steps: number } | undefined>(
        (best, w) => (!best || w.steps < best.steps ? w : best),
        undefined,
      );
    const choices: Choice[] = [];
    if (first)
      choices.push({ kind: 'tutorial', id: first.id, title: first.title, detail: first.duration });
    if (prompt) choices.push({ kind: 'prompt', ...prompt, detail: null });
    if (workflow)
      choices.push({
        kind: 'workflow',
        id: workflow.id,
        title: workflow.title,
        detail: `${workflow.steps} langkah`,
      });
    return choices;
  });
}

/**
 * The member's "Mula di sini" card: each action and whether they have done it. Issue 33: an
 * action is done once the member has done that kind of thing at all — given any tutorial a
 * status, copied any prompt, started or finished any workflow — not only the item the card
 * suggests (a member who copied another prompt has copied her first prompt). Null once all are
 * done, or the member closed it.
 */
export async function readStart({
  db,
  userId,
}: {
  db: DB;
  userId: string;
}): Promise<StartAction[] | null> {
  const [choices, dismissed] = await Promise.all([
    chooseStart(db),
    db
      .selectFrom('start_dismissals')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  if (dismissed || choices.length === 0) return null;
  const done = await doneKinds({ db, userId });
  const actions = choices.map((choice) => ({ ...choice, done: done[choice.kind] }));
  return actions.every((action) => action.done) ? null : actions;
}

/** Which kinds of first action the member has done (the one rule of the card's ticks). */
async function doneKinds({
  db,
  userId,
}: {
  db: DB;
  userId: string;
}): Promise<Record<StartAction['kind'], boolean>> {
  const anInteraction = (itemType: 'prompt' | 'workflow', interactionType: 'copy' | 'complete') =>
    db
      .selectFrom('interactions')
      .select('id')
      .where('user_id', '=', userId)
      .where('item_type', '=', itemType)
      .where('interaction_type', '=', interactionType)
      .limit(1)
      .executeTakeFirst();
  const [watched, copied, ran, finished] = await Promise.all([
    db
      .selectFrom('tutorial_status')
      .select('tutorial_id')
      .where('user_id', '=', userId)
      .where('status', '!=', 'not_started')
      .limit(1)
      .executeTakeFirst(),
    anInteraction('prompt', 'copy'),
    db
      .selectFrom('workflow_runs')
      .select('workflow_id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst(),
    anInteraction('workflow', 'complete'),
  ]);
  return { tutorial: !!watched, prompt: !!copied, workflow: !!(ran || finished) };
}

/** The member closed the card: it does not come back. */
export async function dismissStart({ db, userId, now }: { db: DB; userId: string; now: Date }) {
  await db
    .insertInto('start_dismissals')
    .values({ user_id: userId, dismissed_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
