import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BrowserFilesFirst } from './scripts/test-sequencer.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Tests exercise what ships: `react` is preact/compat here exactly as in the rollup build.
const alias = [
  { find: /^react-dom\/client$/, replacement: here('./node_modules/preact/compat/client.mjs') },
  // Vitest compiles JSX in development mode, which imports the dev runtime: the same preact module.
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: here('./node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^react(-dom)?$/, replacement: here('./node_modules/preact/compat/dist/compat.mjs') },
];

export default defineConfig({
  define: { __DEV__: 'true', __VERSION__: '"test"' },
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    sequence: { sequencer: BrowserFilesFirst },
    // One file per core plus one: vitest's default (cores - 1) ran this suite one file at a time on
    // two cores, though most of a file's time is spent waiting on PostgreSQL, PGlite or Chromium in
    // other processes. Measured on 2 cores: API 544 s → 255 s, browser 425 s → 321 s with 3 workers.
    maxWorkers: availableParallelism() + 1,
    // scrypt at N=2^10 instead of 2^17: milliseconds per login instead of 0.3 s. Child processes
    // the tests start inherit it; tests/api/password-cost.test.ts proves production's parameters.
    env: { PASSWORD_HASH_COST: '10' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/support/global-setup.ts'],
          // A worker keeps the server's modules from file to file instead of importing them again
          // for each of 47 files (≈1.6 s a file); each file still makes its own app on its own
          // database (support/backends.ts). Measured alone on 2 cores: 343 s → 232 s of CPU.
          isolate: false,
          setupFiles: ['tests/support/restore-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/build/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          setupFiles: ['tests/support/restore-env.ts'],
          // A worker keeps its modules (the server's, Playwright's) and its Chromium from file to
          // file; each file still gets a fresh server stack and database (support/suite.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a page shows is waited for as Playwright waits (its default is 5 s), not vitest's
          // 1 s: with three browsers on two cores a page can take longer than a second to show a
          // brand's name (browse-more failed so once); a page that never shows it still fails.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
