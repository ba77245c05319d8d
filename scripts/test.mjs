// `npm test`: lint, typecheck and build side by side (they need nothing of each other), then every
// vitest project as soon as the build is there (the budgets and browser tests run against what
// ships): unit (happy-dom), api (PGlite, and PostgreSQL when its binaries exist), e2e. Lint and
// typecheck may still be running beside the tests. Each phase's time is printed, then the total;
// a phase's own output is printed whole when it ends, so parallel phases do not interleave.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testChromium } from './chromium-path.mjs';
import { makeRunTmp } from './fast-tmp.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();
const results = [];

/** Runs a phase; `stream` shows its output as it comes, otherwise it is shown whole at the end. */
function phase(label, cmd, args, { stream = false } = {}) {
  const t0 = Date.now();
  console.log(`▶ ${label} (at ${seconds(t0 - started)})`);
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => (output += String(error)));
    child.once('close', (code) => {
      const ok = code === 0;
      const result = { label, ok, ms: Date.now() - t0, from: t0 - started };
      results.push(result);
      if (!stream) console.log(`\n── ${label} output ──\n${output.trimEnd()}`);
      console.log(`■ ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds(result.ms)}`);
      done(result);
    });
  });
}

// The browser tests drive this Chromium (chromium-path.mjs); its version is part of what a green run
// means (a newer or older one has turned tests red before: see .ci/run).
const chromium = testChromium();
const version = spawnSync(chromium, ['--version'], { encoding: 'utf8' });
console.log(`Browser tests run on: ${version.status === 0 ? `${version.stdout.trim()} (${chromium})` : `no Chromium at ${chromium}`}`);

// Temporary files on tmpfs when there is room: creating a file on this VM's disk costs ~100× the
// CPU (fast-tmp.mjs). Every phase and the processes they start inherit TMPDIR.
const runTmp = makeRunTmp();
if (runTmp) process.env.TMPDIR = runTmp.dir;
console.log(`Temporary files in: ${runTmp ? runTmp.dir : `${process.env.TMPDIR || '/tmp'} (no tmpfs with room)`}`);

const lint = phase('lint', bin('biome'), ['ci', '.']);
// TypeScript 7's native compiler checks the whole tree in ~4 s of CPU where TypeScript 6 takes ~19 s,
// CPU the browser and API tests run short of on a 2-core machine. TypeScript 6 stays for its JS API
// (tests/unit/import-cycles.test.ts reads imports with it; the native compiler has none). Called by
// path: both packages name their binary `tsc`, and which one npm links there is not ours to choose.
const typecheck = phase('typecheck', process.execPath, [
  resolve(root, 'node_modules/typescript-native/bin/tsc'),
  '-p',
  'tsconfig.json',
  '--noEmit',
]);
const tests = phase('build', process.execPath, ['scripts/build.mjs']).then((build) =>
  build.ok
    ? phase('tests', bin('vitest'), ['run', '--reporter=default', '--reporter=./scripts/test-summary.mjs', ...process.argv.slice(2)], {
        stream: true,
      })
    : { label: 'tests', ok: false, skipped: true },
);
const all = await Promise.all([lint, typecheck, tests]);
runTmp?.remove();

console.log(`\nPhases (started at → took):`);
for (const r of results)
  console.log(`  ${r.label.padEnd(10)} ${seconds(r.from).padStart(8)} → ${seconds(r.ms).padStart(8)}  ${r.ok ? 'ok' : 'FAILED'}`);
if (all.some((r) => r.skipped)) console.log('  tests      not run: the build failed');
console.log(`npm test: ${all.every((r) => r.ok) ? 'ok' : 'FAILED'} in ${seconds(Date.now() - started)}`);
process.exit(all.every((r) => r.ok) ? 0 : 1);
