import { DIGEST_ITEMS_PER_KIND, type DigestWeek } from '../../../shared/digest.js';
import type { DB } from '../../db/connect.js';
import type { DigestKind, DigestSection } from '../../mail/digest-mail.js';

/** Each kind's table and the column that names an item, in the order the mail lists them. */
const SOURCES = [
  { kind: 'tools', table: 'tools', title: 'name' },
  { kind: 'tutorials', table: 'tutorials', title: 'title' },
  { kind: 'workflows', table: 'workflows', title: 'title' },
  { kind: 'prompts', table: 'prompts', title: 'title' },
] as const satisfies readonly { kind: DigestKind; table: string; title: string }[];

/**
 * What was added in `week`'s window (created from `from` up to its send time), per kind: the
 * count and the newest few. Kinds with nothing new are left out; none at all gives [].
 */
export async function newItemsOfWeek({
  db,
  week,
}: {
  db: DB;
  week: DigestWeek;
}): Promise<DigestSection[]> {
  const sections = await Promise.all(
    SOURCES.map(async ({ kind, table, title }) => {
      const inWeek = db
        .selectFrom(table)
        .where('created_at', '>=', week.from)
        .where('created_at', '<', week.sendAt);
      const [count, items] = await Promise.all([
        inWeek.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        inWeek
          .select(['id', `${title} as title`])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(DIGEST_ITEMS_PER_KIND)
          .execute(),
      ]);
      return { kind, total: Number(count.n), items };
    }),
  );
  return sections.filter((section) => section.total > 0);
}
