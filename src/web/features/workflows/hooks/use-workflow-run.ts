import { useState } from 'react';

export interface RunState {
  current: number;
  completed: ReadonlySet<number>;
}

const START: RunState = { current: 0, completed: new Set() };

/**
 * docs/product.md#workflows workflow run: the current step (from 0) and the set of completed steps.
 * Progress is completed over total as a whole percentage. A kept run (issue 19) starts where it
 * was; each press gives the run as it is after it, for the run to keep.
 */
export function useWorkflowRun(total: number, initial?: RunState) {
  const [state, setState] = useState<RunState>(initial ?? START);
  const { current, completed } = state;
  const apply = (next: RunState) => {
    setState(next);
    return next;
  };

  return {
    state,
    current,
    completed,
    isFirst: current === 0,
    isLast: current >= total - 1,
    percent: total > 0 ? Math.round((completed.size / total) * 100) : 0,
    completeCurrent: () =>
      apply({
        // On the last step the run stays put: 'Complete Workflow' only marks it done.
        current: Math.min(current + 1, total - 1),
        completed: new Set(completed).add(current),
      }),
    previous: () => apply({ ...state, current: Math.max(0, current - 1) }),
    reset: () => apply(START),
  };
}
