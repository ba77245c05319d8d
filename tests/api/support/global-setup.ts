/**
 * The api project's globalSetup: the seeded templates every `describeBackends` block copies (see
 * templates.ts), made once per run, while the first workers start. Runs in vitest's own process.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PostgresCluster } from './postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Seeded with the settings the workers have (test.env: the cheap password-hash cost), which
  // this process does not have by itself: set them before the server modules read them.
  Object.assign(process.env, project.config.env);
  const { postgresAvailable, startPostgres } = await import('./postgres');
  const { pgliteTemplateFile, seedPostgresTemplate, TEST_PRODUCTS } = await import('./templates');

  const dir = await mkdtemp(join(tmpdir(), 'vitrina-templates-'));
  let cluster: PostgresCluster | undefined;
  const stop = async () => {
    await cluster?.stop();
    await rm(dir, { recursive: true, force: true });
  };
  const postgres = async () => {
    if (!postgresAvailable()) return null;
    cluster = await startPostgres();
    return seedPostgresTemplate(cluster.url, TEST_PRODUCTS);
  };
  // Both at once: PGlite seeds in this process, PostgreSQL mostly in its own.
  const made = await Promise.allSettled([pgliteTemplateFile(dir, TEST_PRODUCTS), postgres()]);
  const failed = made.find((result) => result.status === 'rejected');
  if (failed || made[1].status !== 'fulfilled') {
    await stop();
    throw failed?.reason;
  }
  project.provide('templateDir', dir);
  project.provide('postgresTemplate', made[1].value);
  return stop;
}
