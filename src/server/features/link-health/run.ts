import type { DB } from '../../db/connect.js';
import { saveSiteIcon, toolsWantingIcons } from '../../db/tool-logos.js';
import { checkUrl, UNREACHABLE, type RequestOptions } from './check-url.js';
import type { LinkedItem } from '../../../shared/link-health.js';
import { gatherLinks, type Link } from './gather.js';
import { pinnedLookup, resolveHost } from './network.js';
import { paced, type PaceOptions } from './pace.js';
import { findSiteIcon } from './site-icon.js';
import { forgetOtherLinks, forgetUnchecked, saveResult, TakenOver } from './store.js';

export type CheckSettings = RequestOptions &
  PaceOptions & {
    oembedUrl: string;
    /** Ask a working tool site with no logo for its icon (issue 32); the daily check does. */
    findIcons: boolean;
    /** Told of an icon that could not be found or kept (logged); the check goes on. */
    onIconError?: (error: unknown, address: string) => void;
  };

/**
 * Checks every link in the content once (an address several items share is asked for once),
 * paced per address asked (every spelling and name of one address shares its pauses), records
 * each result as it comes, and at the end forgets the links no longer in the content. A tool's
 * working site is also asked for its icon when the tool has no logo (site-icon.ts).
 * `run` (the start of the run claimCheck gave) is kept alive with each result; when another
 * process has taken the check over (this one was silent too long), this run stops (TakenOver).
 */
export async function checkAllLinks(
  db: DB,
  settings: CheckSettings,
  now: () => Date,
  run: string | null = null,
): Promise<RunCounts> {
  const started = now();
  const counts = await checkLinks(
    db,
    await gatherLinks(db, settings.oembedUrl),
    settings,
    now,
    run,
  );
  await forgetUnchecked({ db, since: started });
  return counts;
}

/**
 * Issue 33: one item's links checked at once (after an admin fixed one from Link Health), apart
 * from any run; the item's rows of links it no longer has are forgotten. A link that got no
 * answer at all keeps its row as it was: one item cannot tell a dead site from a server without
 * the internet, so `unanswered` counts them and the daily run decides.
 */
export async function checkItemLinks(
  db: DB,
  item: LinkedItem,
  settings: CheckSettings,
  now: () => Date,
): Promise<RunCounts> {
  const links = await gatherLinks(db, settings.oembedUrl, item);
  const counts = await checkLinks(db, links, settings, now, null, { saveUnanswered: false });
  await forgetOtherLinks({ db, item, kept: links.map((link) => link.key) });
  return counts;
}

/** Checks these links (see checkAllLinks) and says what it found. */
async function checkLinks(
  db: DB,
  links: Link[],
  settings: CheckSettings,
  now: () => Date,
  run: string | null = null,
  { saveUnanswered = true } = {},
): Promise<RunCounts> {
  let unanswered = 0;
  const wantIcons = settings.findIcons ? await toolsWantingIcons(db) : new Set<string>();
  const byAddress = new Map<string, Link[]>();
  for (const link of links) {
    const same = byAddress.get(link.checkUrl);
    if (same) same.push(link);
    else byAddress.set(link.checkUrl, [link]);
  }
  const addresses = await resolveHosts(
    [...byAddress.keys()].map((address) => new URL(address).hostname),
    settings,
  );
  let dead = 0;
  const reasons = new Set<string | null>();
  await paced(
    [...byAddress.entries()],
    // One lane per address asked, however the links spell it (issue 31).
    ([address]) => laneOf(new URL(address).hostname, addresses),
    async ([address, group], signal) => {
      // YouTube's oEmbed answers GET; a website is asked with HEAD first.
      const method = group[0]!.kind === 'video' ? 'GET' : 'HEAD';
      const hostname = new URL(address).hostname;
      const resolved = addresses.get(hostname);
      // Asked at the address it was paced by, not at whatever a second lookup would give.
      const lookup = resolved
        ? pinnedLookup(hostname, resolved, settings.network, settings.lookup)
        : settings.lookup;
      const result = await checkUrl(address, { ...settings, lookup, signal }, method);
      if (!result.ok && NETWORK_REASONS.has(result.reason ?? '') && !saveUnanswered) {
        unanswered += group.length;
        return;
      }
      if (!(await saveResult(db, group, result, now(), run)) && run !== null) {
        throw new TakenOver();
      }
      if (!result.ok) dead += group.length;
      reasons.add(result.ok ? null : result.reason);
      // Issue 32: a working site of a tool with no logo is asked for its icon, in the same lane.
      const toolIds = group
        .filter((l) => l.kind === 'website' && wantIcons.has(l.itemId))
        .map((l) => l.itemId);
      if (result.ok && toolIds.length > 0) {
        try {
          const icon = await findSiteIcon(address, { ...settings, lookup, signal });
          if (icon) await saveSiteIcon({ db, toolIds, ...icon, now: now() });
        } catch (error) {
          // An icon is a nicety: a failure to find or keep one never stops the links' check.
          if (signal.aborted) throw error;
          settings.onIconError?.(error, address);
        }
      }
    },
    settings,
  );
  // Issue 33: several addresses, every one failing the same network way: the server itself has
  // no way out, and nothing was learnt about the links (a real site answers, even with 404).
  const [only] = reasons;
  const offline =
    byAddress.size >= OFFLINE_MIN_ADDRESSES &&
    reasons.size === 1 &&
    typeof only === 'string' &&
    NETWORK_REASONS.has(only);
  return {
    checked: links.length,
    dead,
    ...(offline && { offline }),
    ...(unanswered > 0 && { unanswered }),
  };
}

/** What a run found; `offline` only when it could not reach the internet at all. */
export interface RunCounts {
  checked: number;
  dead: number;
  offline?: true;
  /** Links that got no answer and were left as they were (one item's check only). */
  unanswered?: number;
}
/** The reasons a check gives when no answer came at all (check-url.ts). */
const NETWORK_REASONS = new Set([UNREACHABLE, 'timeout', 'connection']);
/** One dead address is just a dead site; from this many, all failing alike is the network. */
export const OFFLINE_MIN_ADDRESSES = 2;

/** Each host's address (network.ts resolveHost), `concurrency` lookups at a time. */
async function resolveHosts(hostnames: string[], settings: CheckSettings) {
  const addresses = new Map<string, string | null>();
  await paced(
    [...new Set(hostnames)],
    (hostname) => hostname,
    async (hostname) => {
      addresses.set(hostname, await resolveHost(hostname, settings));
    },
    { concurrency: settings.concurrency, hostDelayMs: 0, signal: settings.signal },
  );
  return addresses;
}

/** The pacing lane of a host: its address, or (none found) its name, which the check refuses. */
const laneOf = (hostname: string, addresses: Map<string, string | null>) =>
  addresses.get(hostname) ?? `name ${hostname}`;
