import { mkdir } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { lockDataDir } from './data-dir-lock';
import type { Db, Queryable } from './types';

/** numeric as a number, like the PostgreSQL adapter, so sums and averages look the same on both. */
const parsers = { [types.NUMERIC]: (value: string) => Number(value) };

/** A PGlite database, which can also write its whole data directory out as a tarball. */
export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  /** the data directory as an uncompressed tarball, after a checkpoint (nothing left to replay) */
  dumpDataDir(): Promise<Blob>;
}

export interface OpenPgliteOptions {
  /**
   * A tarball from `dumpDataDir` to start from instead of an empty cluster: the test suite
   * migrates and seeds one database per run and starts each test file's from it in a second.
   */
  loadDataDir?: Blob;
}

export async function openPglite(dataDir: string, options: OpenPgliteOptions = {}): Promise<PgliteDb> {
  const onDisk = !dataDir.includes('://');
  // Before anything reads or writes the folder: one process per folder (see data-dir-lock).
  const lock = onDisk ? lockDataDir(dataDir) : undefined;
  let pg: PGlite;
  try {
    // PGlite creates its own directory but not the parents (DATA_DIR on a first run).
    if (onDisk) await mkdir(dataDir, { recursive: true });
    pg = await PGlite.create({
      dataDir,
      extensions: { pg_trgm, unaccent },
      parsers,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const wrap = (runner: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    tx: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async exec(sql) {
      await pg.exec(sql);
    },
    async dumpDataDir() {
      // Flushed first: a dump taken right after writes would make every load replay the WAL.
      await pg.query('checkpoint');
      return pg.dumpDataDir('none');
    },
    async close() {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
