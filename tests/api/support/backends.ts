/**
 * Runs an API test file against the database engines it is about (see `enginesFor`): PostgreSQL
 * when its binaries exist (VITRINA_TEST_PG=0 skips it), and PGlite in memory for what can differ. Each block gets a database of
 * its own, a copy of the run's seeded template (global-setup.ts), so files run in parallel.
 *
 *   describeBackends('cart', (api) => { it('…', async () => { await api.inject(…) }) })
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { Struct } from 'superstruct';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp, type CreateAppOptions } from '../../../server/src/app';
import { dataDirOf } from '../../../server/src/config';
import { openDb, type Db } from '../../../server/src/db/open';
import { postgresAvailable } from './postgres';
import { declaredReplies, replyOnContract } from './reply-shapes';
import { copyPostgresTemplate, pgliteTemplate, pgliteTemplateFile, TEST_PRODUCTS } from './templates';

export { TEST_PRODUCTS };

export type BackendName = 'pglite' | 'postgres';

export const backends: BackendName[] = postgresAvailable() ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The engines an API test file runs on. PGlite is PostgreSQL compiled to WebAssembly: the same SQL,
 * planner and locks, and the server reads values one way on both (db-types.test.ts). What can differ
 * is around it: extensions (unaccent, pg_trgm, the text-search configurations), its data folder,
 * seeding, one connection at a time, the file store's default. A file whose subject is one of those
 * says `'both'` and runs on both; the others run on PostgreSQL, the stricter one (real concurrency),
 * and every route still meets PGlite in the fuzz (fuzz-suite.ts), in the kill -9 chain and in the
 * browser's quick start. Without PostgreSQL everything runs on PGlite; VITRINA_TEST_ENGINES=both runs
 * every file on both (a release check). Running every file on both cost ~150 s of the suite's CPU.
 */
export type Engines = 'both' | 'postgres';

export const enginesFor = (engines: Engines): BackendName[] =>
  engines === 'both' || process.env.VITRINA_TEST_ENGINES === 'both' || backends.length === 1 ? backends : ['postgres'];

export interface ApiHarness {
  readonly backend: BackendName;
  readonly app: FastifyInstance;
  readonly db: Db;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** moves the app's clock forward */
  advance(ms: number): void;
  /**
   * Stops the app's clock where it is (advance still moves it) until the returned function runs:
   * for a test that reads a duration the server rounds ("in 55 minutes"), which real time passing
   * on a loaded machine would otherwise move across a boundary.
   */
  freeze(): () => void;
  /** the app's clock (milliseconds), for services a test drives directly */
  now(): number;
  /** where the app stores uploads */
  readonly uploadsDir: string;
}

/** Options of the app under test beyond the database, clock and uploads folder the harness gives it. */
export type AppExtras = Omit<CreateAppOptions, 'db' | 'uploadsDir' | 'clock'>;

/** A seeded database of its own for one block of tests, on `backend`, and how to throw it away. */
export async function openTestDb(backend: BackendName): Promise<{ db: Db; url?: string; discard(): Promise<void> }> {
  if (backend === 'pglite') {
    const db = await openDb({ loadDataDir: await pgliteTemplate(await pgliteTemplateFile(inject('templateDir'), TEST_PRODUCTS)) });
    return { db, discard: () => db.close() };
  }
  const copy = await postgresCopy();
  const db = await openDb({ databaseUrl: copy.url }).catch(async (error: unknown) => {
    await copy.drop();
    throw error;
  });
  return {
    db,
    url: copy.url,
    async discard() {
      await db.close();
      await copy.drop();
    },
  };
}

/** A copy of the run's PostgreSQL template, for a server process a test starts itself. */
export type PostgresCopy = Awaited<ReturnType<typeof copyPostgresTemplate>>;

export function postgresCopy(): Promise<PostgresCopy> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('[vitrina] no PostgreSQL template: run the api tests through vitest.config.ts (its globalSetup makes it)');
  return copyPostgresTemplate(template);
}

/** Puts a copy of the run's seeded PGlite template in `dataDir` (DATA_DIR): a server started there finds it seeded. */
export async function seedDataDir(dataDir: string): Promise<void> {
  const db = await openDb({
    dataDir: dataDirOf(dataDir),
    loadDataDir: await pgliteTemplate(await pgliteTemplateFile(inject('templateDir'), TEST_PRODUCTS)),
  });
  await db.close();
}

export function describeBackends(
  title: string,
  body: (api: ApiHarness) => void,
  extras: AppExtras = {},
  engines: Engines = 'postgres',
): void {
  describe.each(enginesFor(engines))(`${title} [%s]`, (backend) => {
    let app: FastifyInstance | undefined;
    let db: Db | undefined;
    let discard: (() => Promise<void>) | undefined;
    let uploadsDir: string | undefined;
    let offset = 0;
    /** the clock's reading while frozen (freeze) */
    let frozen: number | undefined;
    const clock = () => frozen ?? Date.now() + offset;
    /** each route's declared reply: the contract the harness holds every reply to */
    const declared = new Map<string, Struct<unknown, unknown>>();
    const declare = declaredReplies(declared);

    beforeAll(async () => {
      ({ db, discard } = await openTestDb(backend));
      uploadsDir = await mkdtemp(join(tmpdir(), 'vitrina-test-uploads-'));
      const { onRoute } = extras;
      const collect = (route: RouteOptions) => {
        declare(route);
        onRoute?.(route);
      };
      app = await createApp({ ...extras, db, uploadsDir, clock, onRoute: collect });
    });

    afterAll(async () => {
      await app?.close();
      await discard?.();
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
      inject: async (options) => replyOnContract(options, await need(app, 'app').inject(options), declared),
      advance(ms) {
        offset += ms;
        if (frozen !== undefined) frozen += ms;
      },
      freeze() {
        frozen = clock();
        return () => {
          if (frozen !== undefined) offset = frozen - Date.now();
          frozen = undefined;
        };
      },
      now: clock,
      get uploadsDir() {
        return need(uploadsDir, 'uploadsDir');
      },
    });
  });
}
