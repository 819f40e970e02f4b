import type { AdminResource } from '@shared/admin';

// One key factory per resource (bulletproof-react), so a change or a live event can invalidate
// everything of one resource (`toolKeys.all`), its lists, or one item.
function resourceKeys<R extends string>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: (params: object) => [resource, 'list', params] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: string) => [resource, 'detail', id] as const,
  };
}

export const toolKeys = resourceKeys('tools');
export const tutorialKeys = resourceKeys('tutorials');
export const workflowKeys = resourceKeys('workflows');
export const promptKeys = resourceKeys('prompts');
export const categoryKeys = resourceKeys('categories');
export const favoriteKeys = resourceKeys('favorites');
export const learningPathKeys = resourceKeys('learning-path');
/** The member's own statuses (GET /api/me/statuses). */
export const statusKeys = resourceKeys('statuses');
/** The member's favourite prompts: under 'favorites', so a change to any favourite refreshes them. */
export const promptFavoriteKeys = { all: [...favoriteKeys.all, 'prompts'] as const };
/** The member's own runs of workflows (GET /api/me/workflow-runs/{id}), by workflow id. */
export const workflowRunKeys = {
  all: ['workflow-runs'] as const,
  one: (workflowId: string) => ['workflow-runs', workflowId] as const,
};
/** The member's kept values for prompt blanks (GET /api/me/prompt-blanks, issue 21). */
export const promptBlankKeys = { all: ['prompt-blanks'] as const };
/** Issue 22: the search everywhere's answers. */
export const searchKeys = { all: ['search'] as const };
/** Issue 31: the member's own sessions, "Sesi aktif" on Edit Profil (GET /api/me/sessions). */
export const memberSessionKeys = { all: ['member-sessions'] as const };
/** The member's home in one answer (GET /api/me/dashboard). */
export const dashboardKeys = { all: ['dashboard'] as const };

/**
 * The admin panel's queries, all under 'admin' and apart from the member ones: a change event
 * names a resource, and that resource's admin queries and the statistics refresh (docs/product.md#errors-and-messages).
 * `adminKeys.all` is every admin query.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  resource: (resource: AdminResource) => {
    const all = ['admin', resource] as const;
    return {
      all,
      lists: () => [...all, 'list'] as const,
      list: (params: object) => [...all, 'list', params] as const,
      detail: (id: string) => [...all, 'detail', id] as const,
    };
  },
};
