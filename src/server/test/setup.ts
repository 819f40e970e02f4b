import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail loudly (docs/architecture.md#tests): an unexpected console.error is a failure, not noise.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
