import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Queryable } from './types';

export interface OpenDbOptions {
  /** `postgres://…` selects a real PostgreSQL; anything else is ignored. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` (tests) when omitted. */
  dataDir?: string;
  /** PGlite: start from this data-directory tarball (see `openPglite`) */
  loadDataDir?: Blob;
}

/** Opens the database and brings its schema up to date. */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  const { databaseUrl, dataDir, loadDataDir } = options;
  const db =
    databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)
      ? await openPostgres(databaseUrl)
      : await openPglite(dataDir ?? 'memory://', loadDataDir ? { loadDataDir } : {});
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
