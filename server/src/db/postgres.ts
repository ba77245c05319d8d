import pg from 'pg';
import type { Db, Queryable } from './types';

/**
 * Parsers local to this pool (no global pg.types mutation): int8 and numeric as numbers, as
 * PGlite gives them. Our values (ids, centavos, counts) stay far below 2^53.
 */
const toNumber = (value: string) => Number(value);
const INT8 = 20;
const NUMERIC = 1700;
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? toNumber : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types: typeParsers, max: Number(process.env.PG_POOL_MAX ?? 20) });
  // An idle client that errors (server restart) must not crash the process; the pool drops it.
  pool.on('error', () => undefined);
  const wrap = (runner: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
