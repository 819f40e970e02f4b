import { onlineManager } from '@tanstack/react-query';

// Issue 33: after a tap from one page to another, a member page's loader waits for the next
// page's first data (router.tsx, `first`), but never for a connection that is not there.

/**
 * Waits for `data`, asked for the page at `pathname`, when the tap opens another page and the
 * browser is online; stops waiting when the connection drops (the page then says it is offline
 * itself). A page changing its own address (a list's search and filters) keeps showing itself.
 */
export async function waitOnTap(data: Promise<unknown>, pathname: string): Promise<void> {
  if (pathname === window.location.pathname || !onlineManager.isOnline()) return;
  let stop = () => {};
  const offline = new Promise<void>((resolve) => {
    stop = onlineManager.subscribe((online) => {
      if (!online) resolve();
    });
  });
  try {
    await Promise.race([data, offline]);
  } finally {
    stop();
  }
}
