import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * Filters live in the address (?q=…&category=…), so a reload, a shared link or the
 * browser's back button brings the same list back.
 */
export function useSearchParamsState<K extends string>(keys: readonly K[]) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const set = useCallback(
    (key: K, value: string) => {
      // Start from the address as it is now: a copy captured at an earlier render can miss a
      // filter changed since (a delayed search would then drop a category picked meanwhile).
      const next = new URLSearchParams(window.location.search);
      if (value && value !== 'all') next.set(key, value);
      else next.delete(key);
      navigate({ search: next.toString() }, { replace: true });
    },
    [navigate],
  );
  return [values, set] as const;
}
