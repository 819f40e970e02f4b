import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/server/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
