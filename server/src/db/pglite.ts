import { mkdir } from 'node:fs/promises'
import { PGlite, types } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { Db, Queryable } from './types'

/** numeric as a number, like the PostgreSQL adapter, so sums and averages look the same on both. */
const parsers = { [types.NUMERIC]: (value: string) => Number(value) }

export async function openPglite(dataDir: string): Promise<Db> {
  // PGlite creates its own directory but not the parents (DATA_DIR on a first run).
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true })
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm }, parsers })
  const wrap = (runner: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query<T>(sql, [...params])
      return { rows: result.rows }
    },
  })
  return {
    kind: 'pglite',
    ...wrap(pg),
    tx: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async exec(sql) {
      await pg.exec(sql)
    },
    close: () => pg.close(),
  }
}
