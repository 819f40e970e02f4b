import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters live in the address (?q=…&category=…), so a reload, a shared link or the
 * browser's back button brings the same list back.
 */
export function useSearchParamsState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const set = useCallback(
    (key: K, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value && value !== 'all') next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, set] as const;
}
