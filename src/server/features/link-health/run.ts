import type { DB } from '../../db/connect.js';
import { checkUrl, type RequestOptions } from './check-url.js';
import { gatherLinks, type Link } from './gather.js';
import { paced, type PaceOptions } from './pace.js';
import { forgetUnchecked, saveResult, TakenOver } from './store.js';

export type CheckSettings = RequestOptions & PaceOptions & { oembedUrl: string };

/**
 * Checks every link in the content once (an address several items share is asked for once),
 * records each result as it comes, and at the end forgets the links no longer in the content.
 * `run` (the start of the run claimCheck gave) is kept alive with each result; when another
 * process has taken the check over (this one was silent too long), this run stops (TakenOver).
 */
export async function checkAllLinks(
  db: DB,
  settings: CheckSettings,
  now: () => Date,
  run: string | null = null,
): Promise<{ checked: number; dead: number }> {
  const started = now();
  const links = await gatherLinks(db, settings.oembedUrl);
  const byAddress = new Map<string, Link[]>();
  for (const link of links) {
    const same = byAddress.get(link.checkUrl);
    if (same) same.push(link);
    else byAddress.set(link.checkUrl, [link]);
  }
  let dead = 0;
  await paced(
    [...byAddress.entries()],
    ([address]) => new URL(address).hostname,
    async ([address, group], signal) => {
      // YouTube's oEmbed answers GET; a website is asked with HEAD first.
      const method = group[0]!.kind === 'video' ? 'GET' : 'HEAD';
      const result = await checkUrl(address, { ...settings, signal }, method);
      if (!(await saveResult(db, group, result, now(), run)) && run !== null) {
        throw new TakenOver();
      }
      if (!result.ok) dead += group.length;
    },
    settings,
  );
  await forgetUnchecked(db, started);
  return { checked: links.length, dead };
}
