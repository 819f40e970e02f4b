import { useCallback, useReducer } from 'react';

interface RunState {
  current: number;
  completed: ReadonlySet<number>;
}

type RunAction = { type: 'completeCurrent' } | { type: 'previous' } | { type: 'reset' };

const START: RunState = { current: 0, completed: new Set() };

function reducer(total: number) {
  return (state: RunState, action: RunAction): RunState => {
    switch (action.type) {
      case 'completeCurrent': {
        const completed = new Set(state.completed).add(state.current);
        // On the last step the run stays put: 'Complete Workflow' only marks it done.
        return { current: Math.min(state.current + 1, total - 1), completed };
      }
      case 'previous':
        return { ...state, current: Math.max(0, state.current - 1) };
      case 'reset':
        return START;
    }
  };
}

/**
 * docs/product.md#workflows workflow run: the current step (from 0) and the set of completed steps.
 * Progress is completed over total as a whole percentage.
 */
export function useWorkflowRun(total: number) {
  const [state, dispatch] = useReducer(reducer(total), START);
  const { current, completed } = state;

  return {
    current,
    completed,
    isFirst: current === 0,
    isLast: current >= total - 1,
    percent: total > 0 ? Math.round((completed.size / total) * 100) : 0,
    completeCurrent: useCallback(() => dispatch({ type: 'completeCurrent' }), []),
    previous: useCallback(() => dispatch({ type: 'previous' }), []),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
  };
}
