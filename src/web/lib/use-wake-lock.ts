import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (issue 20: a workflow run's timer counting on a phone),
 * through the Screen Wake Lock API where the browser has it; elsewhere it does nothing. The
 * browser lets a lock go when the page is hidden, so it is asked for again on coming back.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let asking = false;
    let ended = false;
    const request = () => {
      if (document.visibilityState !== 'visible' || asking || (sentinel && !sentinel.released))
        return;
      asking = true;
      wakeLock.request('screen').then(
        (lock) => {
          asking = false;
          if (ended) void lock.release();
          else sentinel = lock;
        },
        // Refused (low battery, a policy): the run goes on with the screen as the device sets it.
        () => {
          asking = false;
        },
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [active]);
}
