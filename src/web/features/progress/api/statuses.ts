import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ItemStatus,
  ItemStatusResponse,
  StatusItemType,
  StatusesResponse,
  TutorialStatus,
  TutorialStatusResponse,
} from '@shared/statuses';
import { api } from '../../../lib/api-client';
import { dashboardKeys, statusKeys } from '../../../lib/query-keys';

// The signed-in member's statuses (docs/product.md#progress-and-streak user_tutorial_status, user_item_status; ).
export const getStatuses = (signal?: AbortSignal) =>
  api<StatusesResponse>('/api/me/statuses', { signal });

export const statusesQueryOptions = queryOptions({
  queryKey: statusKeys.lists(),
  queryFn: ({ signal }) => getStatuses(signal),
});

export const useStatuses = () => useQuery(statusesQueryOptions);

export type StatusChange =
  | { itemType: 'tutorial'; itemId: string; status: TutorialStatus }
  | { itemType: StatusItemType; itemId: string; status: ItemStatus };

const enc = encodeURIComponent;
const setStatus = ({
  itemType,
  itemId,
  status,
}: StatusChange): Promise<TutorialStatusResponse | ItemStatusResponse> =>
  itemType === 'tutorial'
    ? api<TutorialStatusResponse>(`/api/me/tutorials/${enc(itemId)}/status`, {
        method: 'PUT',
        body: { status },
      })
    : api<ItemStatusResponse>(`/api/me/items/${enc(itemType)}/${enc(itemId)}/status`, {
        method: 'PUT',
        body: { status },
      });

/** Saves one status (an upsert with its time, docs/product.md#progress-and-streak); the statuses and the dashboard refresh. */
export function useSetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: statusKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
