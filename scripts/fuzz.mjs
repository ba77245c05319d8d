// `npm run fuzz -- --runs N [--seed S] [--routes REGEX] [--pglite-only]`: the API fuzz of
// tests/api/fuzz-*.test.ts (support/fuzz-suite.ts), longer than the 200 runs a route `npm test` gives it. Prints the time.
import { spawnSync } from 'node:child_process';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2000' },
    seed: { type: 'string' },
    routes: { type: 'string' },
    'pglite-only': { type: 'boolean', default: false },
    shrink: { type: 'boolean', default: true },
  },
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`[vitrina] --runs must be a whole number of runs a route (got "${values.runs}")`);
  process.exit(2);
}
const env = { ...process.env, VITRINA_FUZZ_RUNS: String(runs) };
if (values.seed !== undefined) env.VITRINA_FUZZ_SEED = values.seed;
if (values.routes !== undefined) env.VITRINA_FUZZ_ROUTES = values.routes;
if (values['pglite-only']) env.VITRINA_TEST_PG = '0';
if (!values.shrink) env.VITRINA_FUZZ_SHRINK = '0';

console.log(`[vitrina] API fuzz: ${runs} runs a route${values.routes ? ` (routes matching ${values.routes})` : ''}`);
const started = Date.now();
const result = spawnSync(resolve(root, 'node_modules/.bin/vitest'), ['run', 'tests/api/fuzz-'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
console.log(
  `[vitrina] API fuzz: ${result.status === 0 ? 'no problem found' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(result.status ?? 1);
