import { useCallback, useEffect, useState } from 'react';

// docs/product.md#workflows: the timer ticks every second.
export const TIMER_TICK_MS = 1000;

/**
 * docs/product.md#workflows timer: starts stopped at 0; play/pause toggles counting; reset zeroes and stops.
 * The time shown is measured from the clock, not counted in ticks: browsers slow or pause
 * timers in a background tab, which is where a person is while following a step.
 */
export function useTimer() {
  const [banked, setBanked] = useState(0); // milliseconds counted before the current run
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (startedAt === null) return;
    const id = setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => clearInterval(id);
  }, [startedAt]);

  const running = startedAt !== null;
  const elapsed = banked + (running ? Math.max(0, now - startedAt) : 0);

  const toggle = useCallback(() => {
    const at = Date.now();
    if (startedAt === null) {
      setStartedAt(at);
      setNow(at);
    } else {
      setBanked((ms) => ms + Math.max(0, at - startedAt));
      setStartedAt(null);
    }
  }, [startedAt]);
  const reset = useCallback(() => {
    setStartedAt(null);
    setBanked(0);
  }, []);

  return { seconds: Math.floor(elapsed / 1000), running, toggle, reset };
}
export type Timer = ReturnType<typeof useTimer>;
