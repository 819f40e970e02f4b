import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FilterRule } from '@shared/list-filters';
import { pageBeingOpened } from './page-being-opened';

type Rules = Record<string, FilterRule>;
type Parsed<R extends Rules, K extends keyof R> = {
  [P in K]?: Exclude<ReturnType<R[P]>, undefined>;
};

/**
 * A list's filters as the address gives them: each value read by the list's rule
 * (shared/list-filters.ts, the server's rules without zod); a value it refuses counts as no
 * filter. What the page's controls show (`values`) and what its list asks for (`query`), also
 * read by the route's loader to ask for the list before the page has loaded.
 */
export function readListFilters<R extends Rules, K extends keyof R & string>(
  rules: R,
  keys: readonly K[],
  current: URLSearchParams,
) {
  const values = {} as Record<K, string>;
  const query: Parsed<R, K> = {};
  for (const key of keys) {
    const raw = current.get(key) ?? '';
    const value = rules[key]!(raw);
    if (value !== undefined) query[key] = value as Parsed<R, K>[K];
    // The controls show what the list is filtered by: a refused value shows as no filter.
    values[key] = value === undefined ? '' : raw;
  }
  return { values, query };
}

/**
 * A list's filters live in the address (?q=…&category=…), so a reload, a shared link or the
 * back button brings the same list back. Each value is read by the list's rule; a value it
 * refuses is treated as no filter.
 */
export function useListFilters<R extends Rules, K extends keyof R & string>(
  rules: R,
  keys: readonly K[],
) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const search = params.toString();
  // The address a control just asked for, until the router has moved there (it first runs the
  // route's loader): the controls show it at once, so a checkbox or a select never springs back
  // to its old value for the moment the list takes to load.
  // Kept with the address it was asked from, so it no longer counts once the address has moved.
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);

  const { query } = useMemo(
    () => readListFilters(rules, keys, new URLSearchParams(search)),
    [search, rules, keys],
  );
  const shown = asked?.from === search ? asked.to : search;
  const { values } = useMemo(
    () => readListFilters(rules, keys, new URLSearchParams(shown)),
    [shown, rules, keys],
  );

  const write = useCallback(
    (change: (next: URLSearchParams) => boolean | void) => {
      // Start from the address as it is now: a copy captured at an earlier render can miss a
      // filter changed since (a delayed search would then drop a category picked meanwhile).
      // A list writes only onto its own page: a delayed search that fires while the person is
      // already on their way to another page (a shortcut, a link) must not follow them there,
      // nor stop them on their way: the router moves the address only once that page's data
      // has loaded, and a navigation started meanwhile would replace theirs.
      const opening = pageBeingOpened();
      if (window.location.pathname !== pathname || (opening !== undefined && opening !== pathname))
        return;
      const next = new URLSearchParams(window.location.search);
      if (change(next) === false) return;
      setAsked({ from: search, to: next.toString() });
      // The list changes under the person, who stays where they are (docs/architecture.md#navigation).
      navigate({ pathname, search: next.toString() }, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, search],
  );
  /**
   * Sets one filter. With `replaces`, only while the address still holds that value: a delayed
   * search typed over 'a' is dropped when "clear filters" or the back button changed 'a' first.
   */
  const set = useCallback(
    (key: K, value: string, replaces?: string) =>
      write((next) => {
        if (replaces !== undefined && (next.get(key) ?? '') !== replaces) return false;
        if (value && value !== 'all') next.set(key, value);
        else next.delete(key);
      }),
    [write],
  );
  const clear = useCallback(
    () => write((next) => keys.forEach((k) => next.delete(k))),
    [write, keys],
  );

  const active = Object.keys(query).length > 0;
  return { values, query, set, clear, active };
}
