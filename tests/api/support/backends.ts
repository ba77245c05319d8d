/**
 * Runs an API test file against every database engine we support: PGlite in memory always, and
 * a throwaway PostgreSQL cluster when its binaries exist (VITRINA_TEST_PG=0 skips it).
 *
 *   describeBackends('cart', (api) => { it('…', async () => { await api.inject(…) }) })
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApp, type CreateAppOptions } from '../../../server/src/app';
import { openDb, type Db } from '../../../server/src/db/open';
import { ensureSeeded } from '../../../server/src/seed';
import { postgresAvailable, startPostgres, type PostgresCluster } from './postgres';
import { replyOnContract } from './reply-shapes';

export type BackendName = 'pglite' | 'postgres';

export const backends: BackendName[] = postgresAvailable() ? ['pglite', 'postgres'] : ['pglite'];

/** Small enough to seed in about a second, big enough for every category and filter. */
export const TEST_PRODUCTS = 300;

export interface ApiHarness {
  readonly backend: BackendName;
  readonly app: FastifyInstance;
  readonly db: Db;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** moves the app's clock forward */
  advance(ms: number): void;
  /** the app's clock (milliseconds), for services a test drives directly */
  now(): number;
  /** where the app stores uploads */
  readonly uploadsDir: string;
}

/** Options of the app under test beyond the database, clock and uploads folder the harness gives it. */
export type AppExtras = Omit<CreateAppOptions, 'db' | 'uploadsDir' | 'clock'>;

export function describeBackends(title: string, body: (api: ApiHarness) => void, extras: AppExtras = {}): void {
  describe.each(backends)(`${title} [%s]`, (backend) => {
    let app: FastifyInstance | undefined;
    let db: Db | undefined;
    let cluster: PostgresCluster | undefined;
    let uploadsDir: string | undefined;
    let offset = 0;

    beforeAll(async () => {
      cluster = backend === 'postgres' ? await startPostgres() : undefined;
      db = await openDb(cluster ? { databaseUrl: cluster.url } : {});
      await ensureSeeded(db, { products: TEST_PRODUCTS });
      uploadsDir = await mkdtemp(join(tmpdir(), 'vitrina-test-uploads-'));
      app = await createApp({ ...extras, db, uploadsDir, clock: () => Date.now() + offset });
    });

    afterAll(async () => {
      await app?.close();
      await db?.close();
      await cluster?.stop();
      if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
    });

    const need = <T>(value: T | undefined, what: string): T => {
      if (value === undefined) throw new Error(`[vitrina] test harness: ${what} is not ready (beforeAll failed?)`);
      return value;
    };

    body({
      backend,
      get app() {
        return need(app, 'app');
      },
      get db() {
        return need(db, 'db');
      },
      inject: async (options) => replyOnContract(options, await need(app, 'app').inject(options)),
      advance(ms) {
        offset += ms;
      },
      now: () => Date.now() + offset,
      get uploadsDir() {
        return need(uploadsDir, 'uploadsDir');
      },
    });
  });
}
