// A generated source file as the repository's formatter writes it, so `biome ci` and the
// generators' `--check` agree on the same bytes.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

export function formatted(text, path) {
  return execFileSync(process.execPath, [biome, 'format', `--stdin-file-path=${path}`], { input: text, encoding: 'utf8' });
}

/** Writes `text` to `path`, or with `--check` exits 1 when the file differs from it. */
export async function writeOrCheck(path, text, rerun) {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const want = formatted(text, path);
  if (!process.argv.includes('--check')) return writeFileSync(path, want);
  let have = '';
  try {
    have = readFileSync(path, 'utf8');
  } catch {
    // missing: stale
  }
  if (have !== want) {
    console.error(`[vitrina] ${path} is stale: run ${rerun}`);
    process.exit(1);
  }
}
