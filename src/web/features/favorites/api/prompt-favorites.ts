import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromptFavoriteListResponse, PromptFavoriteResponse } from '@shared/favorites';
import { api } from '../../../lib/api-client';
import { dashboardKeys, promptFavoriteKeys } from '../../../lib/query-keys';

// The signed-in member's favourite prompts (docs/product.md#favourites-and-remarks user_prompt_favorites).
export const getPromptFavorites = (signal?: AbortSignal) =>
  api<PromptFavoriteListResponse>('/api/me/prompt-favorites', { signal });

export const promptFavoritesQueryOptions = queryOptions({
  queryKey: promptFavoriteKeys.all,
  queryFn: ({ signal }) => getPromptFavorites(signal),
});

/** Only asked for when someone is signed in (a visitor has no favourites). */
export const usePromptFavorites = (enabled: boolean) =>
  useQuery({ ...promptFavoritesQueryOptions, enabled });

const addPromptFavorite = (promptId: string) =>
  api<PromptFavoriteResponse>('/api/me/prompt-favorites', {
    method: 'POST',
    body: { promptId },
  });
const removePromptFavorite = (promptId: string) =>
  api<void>(`/api/me/prompt-favorites/${encodeURIComponent(promptId)}`, { method: 'DELETE' });

/** Toggles one prompt on or off (docs/product.md#favourites-and-remarks), then refreshes the list and the dashboard. */
export function useTogglePromptFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promptId, saved }: { promptId: string; saved: boolean }) =>
      saved ? removePromptFavorite(promptId) : addPromptFavorite(promptId).then(() => undefined),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promptFavoriteKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
