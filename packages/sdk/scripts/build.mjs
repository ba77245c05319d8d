// Builds dist/ (ES2020 modules and their .d.ts) from src/ with the repository's TypeScript, after
// checking that src/generated.ts is what the SDK's sources say (scripts/generate.mjs). `npm pack`
// runs it (prepack); so does the repository's `npm run build:packages`.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// TypeScript 7's native compiler (the repository's typescript-native): the same output as TypeScript 6 in a fifth of the time
const tsc = resolve(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
const node = (args) => execFileSync(process.execPath, args, { cwd: here, stdio: 'inherit' });

if (!process.argv.includes('--no-check')) node([resolve(here, 'scripts/generate.mjs'), '--check']);
rmSync(resolve(here, 'dist'), { recursive: true, force: true });
node([tsc, '-p', 'tsconfig.json']);
