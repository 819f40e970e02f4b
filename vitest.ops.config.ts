import { defineConfig } from 'vitest/config';

// Process-level tests (tests/ops): they start the built server (`npm start`'s code) as child
// processes, so they run one file at a time and after `node scripts/build.mjs`.
export default defineConfig({
  test: {
    include: ['tests/ops/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
