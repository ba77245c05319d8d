/**
 * The e2e project's globalSetup: the folder where PGlite templates are made on first use (see
 * stack.ts), removed after the run. Runs in vitest's own process.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrina-e2e-templates-'));
  project.provide('templateDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
