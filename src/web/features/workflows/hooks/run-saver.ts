import type { WorkflowRunRequest } from '@shared/workflow-runs';

type Change = Omit<WorkflowRunRequest, 'since'>;
type Step = Change | 'reset';

/**
 * Sends a workflow run's changes to the server one at a time, in order (issue 19). A change
 * waiting behind one on its way is replaced by a newer one: each carries the whole run, so only
 * the latest matters. A reset is never merged away: the run kept before it must be forgotten
 * before a new one is kept. `flush` waits until everything asked so far has been sent.
 */
export function createRunSaver(send: {
  save: (state: Change) => Promise<unknown>;
  reset: () => Promise<unknown>;
  failed: (error: unknown) => void;
}) {
  const queue: Step[] = [];
  let sending: Promise<void> | null = null;

  const drain = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      try {
        await (step === 'reset' ? send.reset() : send.save(step));
      } catch (error) {
        send.failed(error);
      }
    }
    sending = null;
  };
  const start = () => {
    sending ??= drain();
  };

  return {
    save(state: Change) {
      if (queue.length > 0 && queue[queue.length - 1] !== 'reset') queue.pop();
      queue.push(state);
      start();
    },
    reset() {
      // Changes still waiting belong to the run being reset.
      while (queue.length > 0 && queue[queue.length - 1] !== 'reset') queue.pop();
      queue.push('reset');
      start();
    },
    flush: () => sending ?? Promise.resolve(),
    /** Forgets the changes still waiting (the run they were made on is gone). */
    drop() {
      queue.length = 0;
    },
  };
}
export type RunSaver = ReturnType<typeof createRunSaver>;
