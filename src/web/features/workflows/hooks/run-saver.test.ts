import { describe, expect, it } from 'vitest';
import { createRunSaver } from './run-saver';

const at = (current: number) => ({ current, completed: [], elapsedMs: 0, running: false });

/** A server whose answers the test releases one at a time. */
function server() {
  const sent: string[] = [];
  const waiting: (() => void)[] = [];
  const answer = (what: string) => {
    sent.push(what);
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  return {
    sent,
    send: {
      save: (state: { current: number }) => answer(`save ${state.current}`),
      reset: () => answer('reset'),
      failed: () => sent.push('failed'),
    },
    /** Answers the request on its way; resolves once the saver has reacted. */
    answer: async () => {
      waiting.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('createRunSaver', () => {
  it('sends one change at a time, in order, replacing a waiting change by a newer one', async () => {
    const s = server();
    const saver = createRunSaver(s.send);
    saver.save(at(1));
    saver.save(at(2));
    saver.save(at(3));
    expect(s.sent).toEqual(['save 1']);
    await s.answer();
    expect(s.sent).toEqual(['save 1', 'save 3']);
    const flushed = saver.flush();
    await s.answer();
    await flushed;
    expect(s.sent).toEqual(['save 1', 'save 3']);
  });

  it('never merges a reset away, and drops the changes waiting before it', async () => {
    const s = server();
    const saver = createRunSaver(s.send);
    saver.save(at(1));
    saver.save(at(2));
    saver.reset();
    saver.save(at(0));
    await s.answer();
    await s.answer();
    await s.answer();
    expect(s.sent).toEqual(['save 1', 'reset', 'save 0']);
  });

  it('reports a failed send and goes on with the next', async () => {
    const sent: string[] = [];
    const saver = createRunSaver({
      save: async (state) => {
        sent.push(`save ${state.current}`);
        if (state.current === 1) throw new Error('offline');
      },
      reset: async () => undefined,
      failed: (error) => sent.push(`failed: ${(error as Error).message}`),
    });
    saver.save(at(1));
    saver.save(at(2));
    await saver.flush();
    expect(sent).toEqual(['save 1', 'failed: offline', 'save 2']);
  });
});
