// The npm packages built and packed once per test run, for every file that needs their tarballs
// (tests/build/packages.test.ts checks them, tests/e2e/packages.test.ts installs them). Vitest runs
// files side by side in several processes: the first to ask builds packages/*/dist and packs, under
// a lock (a directory made atomically), the others wait for it and take the same tarballs.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const root = resolve(import.meta.dirname, '../..');
export const PACKAGES = ['sdk', 'react', 'server'] as const;
export type PackageName = (typeof PACKAGES)[number];

/** Runs a command; its output is part of the error when it fails. */
export async function sh(file: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run(file, args, { cwd, maxBuffer: 32 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

async function buildAndPack(into: string): Promise<void> {
  // in order: the React package reads the SDK's built types. The generated files' freshness is
  // tests/build/packages.test.ts's to report, with its own message, so the SDK's check is skipped.
  await sh(process.execPath, [join(root, 'packages/sdk/scripts/build.mjs'), '--no-check'], root);
  await Promise.all([
    sh(process.execPath, [join(root, 'packages/react/scripts/build.mjs')], root),
    sh(process.execPath, [join(root, 'packages/server/scripts/build.mjs')], root),
  ]);
  await Promise.all(
    PACKAGES.map((name) => sh('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', into], join(root, 'packages', name))),
  );
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The tarball of each package, made by this run (vitest's process: the workers' parent). */
export async function packedPackages(): Promise<Record<PackageName, string>> {
  const key = createHash('sha256').update(root).digest('hex').slice(0, 12);
  const base = join(tmpdir(), `vitrina-packed-${key}`);
  const dir = join(base, String(process.ppid));
  const lock = `${dir}.lock`;
  const done = join(dir, 'done');
  mkdirSync(base, { recursive: true });
  const tarballs = Object.fromEntries(PACKAGES.map((name) => [name, join(dir, `vitrina-${name}-0.1.0.tgz`)])) as Record<
    PackageName,
    string
  >;
  for (;;) {
    if (existsSync(done)) return tarballs;
    try {
      mkdirSync(lock);
    } catch {
      // another file is building: poll for its result (a lock older than 10 minutes is a crashed run's)
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 600_000)
        rmSync(lock, { recursive: true, force: true });
      await wait(250);
      continue;
    }
    try {
      // earlier runs' tarballs go
      for (const old of readdirSync(base)) if (old !== `${process.ppid}.lock`) rmSync(join(base, old), { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      await buildAndPack(dir);
      writeFileSync(done, '');
      return tarballs;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
