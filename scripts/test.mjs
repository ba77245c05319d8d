// `npm test`: typecheck, build (budgets and browser tests run against what ships), then every
// vitest project: unit (happy-dom), api (PGlite, and PostgreSQL when its binaries exist), e2e.
import { spawnSync } from 'node:child_process';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const run = (label, cmd, args) => {
  console.log(`\n▶ ${label}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  console.log(`  ${label}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
};

// The browser tests drive this Chromium; its version is part of what a green run means (a newer or
// older one has turned tests red before: see .ci/run).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const version = spawnSync(chromium, ['--version'], { encoding: 'utf8' });
console.log(`Browser tests run on: ${version.status === 0 ? version.stdout.trim() : `no Chromium at ${chromium}`}`);

run('lint', bin('biome'), ['ci', '.']);
run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
run('build', process.execPath, ['scripts/build.mjs']);
run('tests', bin('vitest'), ['run', ...process.argv.slice(2)]);
