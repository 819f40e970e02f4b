import type { QueryClient } from '@tanstack/react-query';
import type { AdminResource } from '@shared/admin';
import {
  adminKeys,
  categoryKeys,
  favoriteKeys,
  learningPathKeys,
  promptKeys,
  toolKeys,
  tutorialKeys,
  workflowKeys,
} from '../../../lib/query-keys';

/** The resources managed as lists of items (create, edit, delete) under /api/admin/{resource}. */
export type CrudResource = Extract<
  AdminResource,
  | 'users'
  | 'tools'
  | 'tutorials'
  | 'workflows'
  | 'prompts'
  | 'categories'
  | 'suggestions'
  | 'feedback'
>;

export const adminPath = (resource: AdminResource, id?: string) =>
  id === undefined ? `/api/admin/${resource}` : `/api/admin/${resource}/${encodeURIComponent(id)}`;

const CONTENT = [toolKeys.all, tutorialKeys.all, workflowKeys.all, promptKeys.all];

// What members see of each resource: changed content must not linger in their cached lists
// (favourites show the items too; a renamed category renames the content filed under it).
const MEMBER_KEYS: Partial<Record<AdminResource, readonly (readonly string[])[]>> = {
  tools: [toolKeys.all, favoriteKeys.all],
  // A tutorial renamed or deleted changes the learning path that shows it.
  tutorials: [
    tutorialKeys.all,
    favoriteKeys.all,
    learningPathKeys.all,
    adminKeys.resource('learning-path').all,
  ],
  workflows: [workflowKeys.all, favoriteKeys.all],
  // The Manage Prompts stat cards refresh too: their key sits under adminKeys.resource('prompts').
  prompts: [promptKeys.all, favoriteKeys.all],
  categories: [categoryKeys.all, ...CONTENT],
  'learning-path': [learningPathKeys.all],
};

/**
 * After a change to `resource` (ours or, through the live events, anyone's): its admin lists,
 * the statistics and pending count (SPEC §4), and what members see of it refresh.
 */
export function refreshAdminResource(client: QueryClient, resource: AdminResource) {
  const keys = [
    adminKeys.resource(resource).all,
    adminKeys.stats(),
    ...(MEMBER_KEYS[resource] ?? []),
  ];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
