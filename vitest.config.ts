import { configDefaults, defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BrowserFilesFirst } from './scripts/test-sequencer.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const UNIT = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];
const UNIT_ISOLATED = [
  'src/core/runtime/mount.test.tsx',
  'src/widgets/header/nested-elements.test.tsx',
  'src/widgets/member-centre/member-centre.test.tsx',
  'src/core/stores/user.test.ts',
  'src/storefront/components.test.tsx',
  'src/core/refresh.test.ts',
  'src/core/login-entry.test.ts',
  'tests/unit/loader.test.ts',
  'tests/unit/loader-script-attributes.test.ts',
  'src/widgets/header/header.test.tsx',
  'src/widgets/mini-cart/mini-cart.test.tsx',
  'src/core/stores/user-session.test.ts',
  // vi.resetModules() for a fresh loadVitrina per test: in a shared worker the next files would get new copies of the stores
  'tests/unit/load-vitrina.test.ts',
  // vi.doMock of the commands chunk: in a shared worker the next file's runtime would get the mock
  'src/core/runtime/command-retry.test.ts',
];

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
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: UNIT,
          exclude: [...configDefaults.exclude, ...UNIT_ISOLATED],
          // A worker keeps its modules and its happy-dom window from file to file instead of making
          // them again for each of 90 files: 45 s → 12 s of CPU (28.6 s → 9.5 s alone on 2 cores).
          // Files that leave state a later file would trip on (custom elements defined, the loader's
          // globals, the session's cookies read at import) run isolated: UNIT_ISOLATED. Both orders
          // are checked by shuffled runs (`--sequence.shuffle`) before a file joins this list.
          isolate: false,
        },
      },
      {
        extends: true,
        // Files that define custom elements or read module state at import: a window and modules of their own.
        test: { name: 'unit-isolated', environment: 'happy-dom', include: UNIT_ISOLATED },
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
