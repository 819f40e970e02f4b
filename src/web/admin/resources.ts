import type { AdminResource } from '@shared/admin';
import {
  adminKeys,
  categoryKeys,
  favoriteKeys,
  learningPathKeys,
  promptKeys,
  searchKeys,
  toolKeys,
  tutorialKeys,
  workflowKeys,
} from '../lib/query-keys';

interface AdminResourceEntry {
  /**
   * What members see of the resource: changed content must not linger in their cached lists
   * (favourites show the items too; a renamed category renames the content filed under it).
   */
  memberKeys: readonly (readonly string[])[];
}

const CONTENT = [toolKeys.all, tutorialKeys.all, workflowKeys.all, promptKeys.all, searchKeys.all];

/**
 * Every resource the admin panel manages, in the order of its tabs (docs/product.md#admin-panel). A new resource is
 * an entry here (after its name in `ADMIN_RESOURCES`), its tab's name in `ADMIN_UI.tabs`
 * (messages.ts), its tab in `TAB_CONTENT` (components/admin-tabs.tsx) and its server routes; the
 * compiler asks for each.
 */
export const ADMIN_REGISTRY = {
  users: { memberKeys: [] },
  tools: { memberKeys: [toolKeys.all, favoriteKeys.all, searchKeys.all] },
  // A tutorial renamed or deleted changes the learning path that shows it.
  tutorials: {
    memberKeys: [
      tutorialKeys.all,
      favoriteKeys.all,
      searchKeys.all,
      learningPathKeys.all,
      adminKeys.resource('learning-path').all,
    ],
  },
  workflows: {
    memberKeys: [workflowKeys.all, favoriteKeys.all, searchKeys.all],
  },
  // The Manage Prompts stat cards refresh too: their key sits under adminKeys.resource('prompts').
  prompts: { memberKeys: [promptKeys.all, favoriteKeys.all, searchKeys.all] },
  'learning-path': { memberKeys: [learningPathKeys.all] },
  feedback: { memberKeys: [] },
  categories: { memberKeys: [categoryKeys.all, ...CONTENT] },
  suggestions: { memberKeys: [] },
  // Issue 22: the groups change what the search everywhere finds.
  synonyms: { memberKeys: [searchKeys.all] },
  // Issue 23: the log of every admin write; members see none of it.
  audit: { memberKeys: [] },
  // Issue 23: the dead links the check found; members see none of it.
  links: { memberKeys: [] },
  // Issue 23: what members need, read from their activity; members see none of it.
  reports: { memberKeys: [] },
} as const satisfies Record<AdminResource, AdminResourceEntry>;

/** The tabs, in their order; the one shown lives in the address (/admin?tab=tools). */
export const ADMIN_TABS = Object.keys(ADMIN_REGISTRY) as AdminResource[];
