import { z } from 'zod';
import { defineMessages } from './i18n/define-messages.js';

// Issue 23, link health: what GET /api/admin/link-health and POST /api/admin/link-health/run answer.

/** The admin tab an item with links lives in (its Edit link opens `/admin?tab={type}&edit={id}`). */
export const LINK_ITEM_TYPES = ['tools', 'tutorials'] as const;
export type LinkItemType = (typeof LINK_ITEM_TYPES)[number];
export const LINK_KINDS = ['website', 'resource', 'video'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The dead links listed at most (the worst day of a large site still reads as a page). */
export const DEAD_LINKS_SHOWN = 500;

export const LinkCheckRun = z.object({
  running: z.boolean(),
  /** The last run's start (the one going on, when running). */
  startedAt: z.string().nullable(),
  /** The last run that ended, and what it found. */
  finishedAt: z.string().nullable(),
  checked: z.number().int(),
  dead: z.number().int(),
  /**
   * Issue 33: the last run found every address failing the same network way: the check could
   * not reach the internet, and its links were not really checked (none is listed dead).
   */
  offline: z.boolean(),
});
export type LinkCheckRun = z.infer<typeof LinkCheckRun>;

export const DeadLink = z.object({
  itemType: z.enum(LINK_ITEM_TYPES),
  itemId: z.string(),
  /** The tool's name or the tutorial's title. */
  name: z.string(),
  kind: z.enum(LINK_KINDS),
  url: z.string(),
  /** 'unreachable', 'timeout', 'connection', 'redirects', or 'http 404' and the like. */
  reason: z.string(),
  httpStatus: z.number().int().nullable(),
  /** The last check that found it working; null: never. */
  lastOkAt: z.string().nullable(),
  lastCheckedAt: z.string(),
});
export type DeadLink = z.infer<typeof DeadLink>;

export const LinkHealthResponse = z.object({
  run: LinkCheckRun,
  items: z.array(DeadLink),
  /** All dead links, of which `items` shows at most DEAD_LINKS_SHOWN. */
  total: z.number().int(),
});
export type LinkHealthResponse = z.infer<typeof LinkHealthResponse>;

export const LinkCheckStarted = z.object({
  /** False when a run was already going on: this press joined it. */
  started: z.boolean(),
  run: LinkCheckRun,
});
export type LinkCheckStarted = z.infer<typeof LinkCheckStarted>;

/** Issue 33: the item whose links are checked at once (after an edit from Link Health). */
export const LinkedItemParams = z.object({
  itemType: z.enum(LINK_ITEM_TYPES),
  itemId: z.string().min(1).max(100),
});
/** One item with links: a tool or a tutorial. */
export type LinkedItem = z.infer<typeof LinkedItemParams>;

/** What checking one item's links at once found. */
export const ItemLinksChecked = z.object({
  /** The tool's name or the tutorial's title. */
  name: z.string(),
  /** The item's links checked now. */
  checked: z.number().int(),
  /** Those found dead, as the tab lists them. */
  dead: z.array(DeadLink),
  /**
   * Links that got no answer at all (no connection, timeout): one item cannot tell a dead site
   * from a server without the internet, so they are left as they were for the daily run.
   */
  unanswered: z.number().int(),
});
export type ItemLinksChecked = z.infer<typeof ItemLinksChecked>;

export const LINK_HEALTH_MESSAGES = defineMessages('LINK_HEALTH_MESSAGES', {
  itemGone: 'Item ini tidak dijumpai. Mungkin ia telah dipadam.',
} as const);
