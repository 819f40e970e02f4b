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
    // On PostgreSQL, the run's migrated template database (test/pg-template.ts).
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup.ts', 'src/web/lib/test-setup.ts'],
    // Vitest's default leaves a core idle on a 2-core machine (CI's): one worker per core.
    maxWorkers: '100%',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          // A worker's test files share its loaded modules: each file would otherwise load the
          // whole server again (some 3 minutes of CI's unit run; the setup keeps per-worker state
          // on globalThis). No server test mocks a module, and every app a test starts is its own.
          isolate: false,
        },
      },
      {
        extends: true,
        // The web's tests mock modules (sonner, the API) and render into jsdom: one file each.
        test: { name: 'web', include: ['src/web/**/*.test.{ts,tsx}', 'src/locales/**/*.test.ts'] },
      },
    ],
  },
});
