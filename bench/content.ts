// Rows for the benchmark database, made from the demo content so the text reads like the real
// thing and a search for a common word ("video") matches a realistic share of rows, a rare one
// ("songket") only a few dozen.
// A seeded random generator keeps every run's data the same for a given GENERATOR_VERSION.
import { randomUUID } from 'node:crypto';
import {
  buildPrompt,
  buildTool,
  buildTutorial,
  buildUser,
  buildWorkflow,
} from '../src/server/db/factories.js';
import { prompts } from '../src/server/db/seed/content/prompts.js';
import { tools } from '../src/server/db/seed/content/tools.js';
import { tutorials } from '../src/server/db/seed/content/tutorials.js';
import { workflows } from '../src/server/db/seed/content/workflows.js';

/** Bump when the generated data changes, so an old benchmark database is rebuilt. */
export const GENERATOR_VERSION = 'bench-data-2';

export const COUNTS = {
  tools: 100_000,
  tutorials: 10_000,
  workflows: 10_000,
  prompts: 20_000,
  members: 10_000,
};

export const COMMON_WORD = 'video';
export const RARE_WORD = 'songket';
/** The member whose session drives the load; the row exists in every benchmark database. */
export const BENCH_USERNAME = 'bench_ahli';

// mulberry32: small, fast and good enough to spread data; the seed fixes the data set.
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const out = new Set<T>();
    const want = min + int(max - min + 1);
    while (out.size < Math.min(want, items.length)) out.add(pick(items));
    return [...out];
  };
  return { next, int, pick, some };
}

// Each generated row is a variant of one demo row (its category, words and features), so a word
// is as common here as in the real content; mixing sentences across rows would make "video"
// appear in most rows instead of the demo's one in three.
const NAMES = tools.map((t) => t.name);
const SUFFIXES = ['Studio', 'Pro', 'AI', 'Lite', 'Plus', 'Go', 'Hub', 'Labs', 'Kit', 'Asia'];

/** Spread over about two years, newest first for small i, each row its own time. */
const timeAgo = (now: number, i: number, total: number) =>
  new Date(now - Math.round((i / total) * 730 * 86_400_000) - i * 1000).toISOString();

export function makeTools(now: number) {
  const r = generator(1);
  return Array.from({ length: COUNTS.tools }, (_, i) => {
    const seed = r.pick(tools);
    const roll = r.next();
    // Every 2,000th tool also names the rare word.
    const rare = i % 2000 === 7 ? ` Sesuai untuk reka corak ${RARE_WORD} dan batik.` : '';
    return buildTool({
      ...seed,
      name: `${seed.name} ${r.pick(SUFFIXES)} ${i + 1}`,
      website: `https://alat-${i + 1}.contoh.my`,
      description: seed.description + rare,
      pricing: roll < 0.3 ? 'Free' : roll < 0.8 ? 'Freemium' : 'Paid',
      key_features: r.some(seed.key_features, 3, 6),
      alternatives: r.some(NAMES, 0, 3),
      rating: r.next() < 0.05 ? null : Math.round((3 + r.next() * 2) * 10) / 10,
      created_at: timeAgo(now, i, COUNTS.tools),
    });
  });
}

export function makeTutorials(now: number) {
  const r = generator(2);
  return Array.from({ length: COUNTS.tutorials }, (_, i) => {
    const seed = r.pick(tutorials);
    return buildTutorial({
      ...seed,
      title: `${seed.title} — Siri ${i + 1}`,
      created_at: timeAgo(now, i, COUNTS.tutorials),
    });
  });
}

export function makeWorkflows(now: number) {
  const r = generator(3);
  return Array.from({ length: COUNTS.workflows }, (_, i) => {
    const seed = r.pick(workflows);
    return buildWorkflow({
      ...seed,
      title: `${seed.title} ${i + 1}`,
      created_at: timeAgo(now, i, COUNTS.workflows),
    });
  });
}

export function makePrompts(now: number) {
  const r = generator(4);
  return Array.from({ length: COUNTS.prompts }, (_, i) => {
    const seed = r.pick(prompts);
    return buildPrompt({
      ...seed,
      title: `${seed.title} ${i + 1}`,
      created_at: timeAgo(now, i, COUNTS.prompts),
    });
  });
}

/** Members (the first is the benchmark's own) and what they did: favourites and statuses. */
export function makeMembers(
  now: number,
  passwordHash: string,
  ids: { tools: string[]; tutorials: string[]; workflows: string[]; prompts: string[] },
) {
  const r = generator(5);
  const users = Array.from({ length: COUNTS.members }, (_, i) => {
    const roll = r.next();
    return buildUser({
      username: i === 0 ? BENCH_USERNAME : `ahli_${i}`,
      email: `ahli${i}@contoh.my`,
      display_name: `Ahli ${i}`,
      password_hash: passwordHash,
      status: i === 0 || roll < 0.95 ? 'approved' : roll < 0.99 ? 'pending' : 'declined',
      created_at: timeAgo(now, i, COUNTS.members),
    });
  });
  const at = () => new Date(now - r.int(365 * 86_400_000)).toISOString();
  const favorites: Record<string, unknown>[] = [];
  const promptFavorites: Record<string, unknown>[] = [];
  const tutorialStatus: Record<string, unknown>[] = [];
  const itemStatus: Record<string, unknown>[] = [];
  const types = ['tool', 'tutorial', 'workflow'] as const;
  for (const user of users) {
    const user_id = user.id;
    for (const type of types) {
      for (const item_id of r.some(ids[`${type}s`], 0, 4)) {
        const row = { id: randomUUID(), user_id, item_id, item_type: type, created_at: at() };
        favorites.push({ ...row, personal_remarks: r.next() < 0.2 ? 'Cuba minggu ini' : null });
      }
    }
    for (const prompt_id of r.some(ids.prompts, 0, 4)) {
      promptFavorites.push({ user_id, prompt_id, created_at: at() });
    }
    for (const tutorial_id of r.some(ids.tutorials, 0, 6)) {
      const status = r.pick(['not_started', 'watching', 'completed']);
      tutorialStatus.push({ user_id, tutorial_id, status, last_watched_at: at() });
    }
    for (const type of ['tool', 'workflow'] as const) {
      for (const item_id of r.some(ids[`${type}s`], 0, 3)) {
        const status = r.pick(['not_tried', 'tried']);
        itemStatus.push({ user_id, item_id, item_type: type, status, last_interaction_at: at() });
      }
    }
  }
  return { users, favorites, promptFavorites, tutorialStatus, itemStatus };
}
