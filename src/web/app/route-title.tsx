import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { PAGE_TITLES } from './messages';

const APP_NAME = 'Hab AI';

/** What a route may carry in its `handle` (router.tsx): the title of its page, by its key. */
export interface RouteHandle {
  title?: keyof typeof PAGE_TITLES;
}

/** Each page is titled on its own: '{title} · Hab AI', or the app's name alone. */
export const pageTitle = (title: string | undefined) =>
  title ? `${title} · ${APP_NAME}` : APP_NAME;

/** The title of the deepest route that names one. */
export const titleOfMatches = (
  matches: readonly { handle?: unknown; route?: { handle?: unknown } }[],
) =>
  matches
    .map((match) => ((match.handle ?? match.route?.handle) as RouteHandle | undefined)?.title)
    .filter((key) => key !== undefined)
    .map((key) => PAGE_TITLES[key])
    .findLast(Boolean);

export function RouteTitle() {
  const title = titleOfMatches(useMatches());
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
}
