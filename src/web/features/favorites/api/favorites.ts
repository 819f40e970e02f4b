import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FavoriteItemType,
  FavoriteListResponse,
  FavoriteRef,
  FavoriteResponse,
  UpdateRemarksRequest,
} from '@shared/favorites';
import { api, withQuery } from '../../../lib/api-client';
import { dashboardKeys, favoriteKeys } from '../../../lib/query-keys';

// The signed-in member's favourites (docs/product.md#favourites-and-remarks user_favorites), shared by every save toggle.
export const getFavorites = (itemType: FavoriteItemType, signal?: AbortSignal) =>
  api<FavoriteListResponse>(withQuery('/api/me/favorites', { itemType }), { signal });

export const favoritesQueryOptions = (itemType: FavoriteItemType) =>
  queryOptions({
    queryKey: favoriteKeys.list({ itemType }),
    queryFn: ({ signal }) => getFavorites(itemType, signal),
  });

export const useFavorites = (itemType: FavoriteItemType) =>
  useQuery(favoritesQueryOptions(itemType));

const addFavorite = (ref: FavoriteRef) =>
  api<FavoriteResponse>('/api/me/favorites', { method: 'POST', body: ref });
const favoritePath = (ref: FavoriteRef) =>
  `/api/me/favorites/${encodeURIComponent(ref.itemType)}/${encodeURIComponent(ref.itemId)}`;
const removeFavorite = (ref: FavoriteRef) => api<void>(favoritePath(ref), { method: 'DELETE' });
const updateRemarks = ({ personalRemarks, ...ref }: FavoriteRef & UpdateRemarksRequest) =>
  api<FavoriteResponse>(favoritePath(ref), { method: 'PATCH', body: { personalRemarks } });

/** A favourite change shows on every favourites list and on the dashboard. */
function useRefreshFavorites() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

/** Adds or removes one item, then refreshes every favourites list and the dashboard. */
export function useToggleFavorite() {
  const refresh = useRefreshFavorites();
  return useMutation({
    mutationFn: ({ saved, ...ref }: FavoriteRef & { saved: boolean }) =>
      saved ? removeFavorite(ref) : addFavorite(ref).then(() => undefined),
    onSettled: refresh,
  });
}

/** Adds, changes or clears the member's remark on one favourite (docs/product.md#favourites-and-remarks). */
export function useUpdateRemarks() {
  const refresh = useRefreshFavorites();
  return useMutation({ mutationFn: updateRemarks, onSettled: refresh });
}
