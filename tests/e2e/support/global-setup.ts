/**
 * The e2e project's globalSetup. Runs in vitest's own process.
 *
 * - The folder where PGlite templates are made on first use (see stack.ts), removed after the run.
 * - A throwaway PostgreSQL cluster when its binaries exist (VITRINA_TEST_PG=0: none): each file's
 *   server then runs on a copy of a seeded PostgreSQL database instead of an in-memory PGlite.
 *   PGlite is WebAssembly on the test worker's own thread, so every query of a browser test ran
 *   there, between Playwright's messages; PostgreSQL runs them natively in its own processes.
 *   PGlite keeps its browser coverage in quick-start.test.ts (`npm start`) and runs every browser
 *   test where PostgreSQL is not installed; the API suite runs every route on both.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresAvailable, startPostgres, type PostgresCluster } from '../../api/support/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://…/postgres` of the browser suite's cluster, or null: its files run on PGlite */
    e2ePostgres: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrina-e2e-templates-'));
  let cluster: PostgresCluster | undefined;
  const stop = async () => {
    await cluster?.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    if (postgresAvailable()) cluster = await startPostgres();
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('templateDir', dir);
  if (cluster) {
    const admin = new URL(cluster.url);
    admin.pathname = '/postgres';
    project.provide('e2ePostgres', admin.toString());
  } else project.provide('e2ePostgres', null);
  return stop;
}
