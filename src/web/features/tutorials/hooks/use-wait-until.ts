import { useEffect, useState } from 'react';

/**
 * Whether `until` (an ISO time) is still ahead; the component renders again when it passes, so
 * a wait shown on screen gives way by itself (issue 31: a quiz's wait after a failed attempt).
 */
export function useWaitUntil(until: string | null): boolean {
  // The moment of the last look at the clock: rendering never reads the clock itself.
  const [now, setNow] = useState(() => Date.now());
  const ahead = until !== null && Date.parse(until) > now;
  useEffect(() => {
    if (!ahead) return;
    // Looked at again when the time comes (again, should the timer fire a moment early).
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.max(0, Date.parse(until!) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [until, ahead, now]);
  return ahead;
}
