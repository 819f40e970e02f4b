import { defineConfig } from 'vitest/config';

// The bench's own unit tests (the page-weight check's rules); `npm run test:pages` runs them.
export default defineConfig({
  test: { include: ['bench/**/*.test.ts'] },
});
