// Builds dist/ (ES2020 modules and their .d.ts) from src/ with the repository's TypeScript, after
// checking that src/components.ts has a component for every widget (scripts/components.mjs).
// `npm pack` runs it (prepack); @vitrina/sdk is resolved from the workspace, so build it first.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// TypeScript 7's native compiler (the repository's typescript-native): the same output as TypeScript 6 in a fifth of the time
const tsc = resolve(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
const node = (args) => execFileSync(process.execPath, args, { cwd: here, stdio: 'inherit' });

node([resolve(here, 'scripts/components.mjs'), '--check']);
// the types of @vitrina/sdk come from its dist (tsconfig paths), built first when missing
if (!existsSync(resolve(here, '../sdk/dist/index.d.ts'))) node([resolve(here, '../sdk/scripts/build.mjs')]);
rmSync(resolve(here, 'dist'), { recursive: true, force: true });
node([tsc, '-p', 'tsconfig.json']);
