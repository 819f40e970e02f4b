import { useCallback, useEffect, useState } from 'react';
import { RUN_MAX_ELAPSED_MS } from '@shared/workflow-runs';

// docs/product.md#workflows: the timer ticks every second.
export const TIMER_TICK_MS = 1000;

/** The timer at one moment, as a run keeps it (issue 19). */
export interface TimerSnapshot {
  elapsedMs: number;
  running: boolean;
}

/**
 * docs/product.md#workflows timer: starts stopped at 0; play/pause toggles counting; reset zeroes and stops.
 * The time shown is measured from the clock, not counted in ticks: browsers slow or pause
 * timers in a background tab, which is where a person is while following a step.
 * A kept run (issue 19) starts it where it was, counting if it was counting. Each press gives
 * the timer as it is after it, for the run to keep.
 */
export function useTimer(initial?: TimerSnapshot) {
  // Milliseconds counted before the current run of the clock.
  const [banked, setBanked] = useState(initial?.elapsedMs ?? 0);
  const [startedAt, setStartedAt] = useState<number | null>(() =>
    initial?.running ? Date.now() : null,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (startedAt === null) return;
    const id = setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => clearInterval(id);
  }, [startedAt]);

  const running = startedAt !== null;
  const at = useCallback(
    (time: number): TimerSnapshot => ({
      elapsedMs: Math.min(
        RUN_MAX_ELAPSED_MS,
        banked + (startedAt === null ? 0 : Math.max(0, time - startedAt)),
      ),
      running: startedAt !== null,
    }),
    [banked, startedAt],
  );

  const stopAt = useCallback(
    (time: number): TimerSnapshot => {
      const { elapsedMs } = at(time);
      setBanked(elapsedMs);
      setStartedAt(null);
      return { elapsedMs, running: false };
    },
    [at],
  );
  const toggle = useCallback((): TimerSnapshot => {
    const time = Date.now();
    if (startedAt !== null) return stopAt(time);
    setStartedAt(time);
    setNow(time);
    return { elapsedMs: banked, running: true };
  }, [startedAt, banked, stopAt]);
  const stop = useCallback(() => stopAt(Date.now()), [stopAt]);
  const reset = useCallback((): TimerSnapshot => {
    setStartedAt(null);
    setBanked(0);
    return { elapsedMs: 0, running: false };
  }, []);
  const snapshot = useCallback(() => at(Date.now()), [at]);

  return {
    seconds: Math.floor(at(Math.max(now, startedAt ?? 0)).elapsedMs / 1000),
    running,
    toggle,
    stop,
    reset,
    snapshot,
  };
}
export type Timer = ReturnType<typeof useTimer>;
