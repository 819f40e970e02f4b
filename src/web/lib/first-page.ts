import { onlineManager } from '@tanstack/react-query';

// Issue 33: after a tap that opens another screen, a member page's loader waits for that
// screen's first data (router.tsx, `first`), but never long, never for a connection that is not
// there, and never on a screen with nothing to keep showing.

/** The longest a tap waits: then the next page shows its skeleton as before. */
export const TAP_WAIT_MS = 5000;

/**
 * Waits for `data` while a page is on screen (a redirect's blank screen is not worth keeping) and
 * the browser is online, for at most TAP_WAIT_MS; stops waiting when the connection drops (the
 * page then says it is offline itself).
 */
export async function waitOnTap(data: Promise<unknown>): Promise<void> {
  const online = navigator.onLine && onlineManager.isOnline();
  if (!online || !document.querySelector('main')) return;
  let stop = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<void>((resolve) => {
    stop = onlineManager.subscribe((now) => {
      if (!now) resolve();
    });
    timer = setTimeout(resolve, TAP_WAIT_MS);
  });
  try {
    await Promise.race([data, giveUp]);
  } finally {
    stop();
    clearTimeout(timer);
  }
}
