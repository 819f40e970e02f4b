import { useEffect } from 'react';
import { useMatches } from 'react-router';

const APP_NAME = 'Hab AI';

/** What a route may carry in its `handle` (router.tsx): the title of its page. */
export interface RouteHandle {
  title?: string;
}

/** Each page is titled on its own: '{title} · Hab AI', or the app's name alone. */
export function RouteTitle() {
  const title = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return null;
}
