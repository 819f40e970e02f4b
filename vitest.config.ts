import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { catalogues } from './scripts/vite-catalogues.js';

export default defineConfig({
  // The interface languages' catalogues (docs/decisions/051-interface-languages-with-lingui.md).
  plugins: [catalogues(fileURLToPath(new URL('./src/locales', import.meta.url)))],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      // Only for import.meta.glob: a lazily loaded page or part named by its file (router.tsx).
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // On PostgreSQL, the run's migrated template database (test/pg-template.ts).
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup.ts', 'src/web/lib/test-setup.ts'],
    // Vitest's default leaves a core idle on a 2-core machine (CI's): one worker per core.
    maxWorkers: '100%',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
