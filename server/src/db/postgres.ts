import pg from 'pg';
import type { Db, Queryable } from './types';

/**
 * Parsers local to this pool (no global pg.types mutation): int8 and numeric as numbers, and
 * arrays of them as arrays of numbers, as PGlite gives them (pg's own give strings: a trade's
 * chosen coupons, `bigint[]`, left the checkout's reply off its schema on PostgreSQL only). Our
 * values (ids, centavos, counts) stay far below 2^53.
 */
const toNumber = (value: string) => Number(value);
const INT8 = 20;
const NUMERIC = 1700;
const INT8_ARRAY = 1016;
const NUMERIC_ARRAY = 1231;
const textParser = (oid: number): ((value: string) => unknown) => pg.types.getTypeParser(oid, 'text');
const numberArray = (oid: number) => {
  const strings = textParser(oid);
  return (value: string) => (strings(value) as (string | null)[]).map((entry) => (entry === null ? null : Number(entry)));
};
const PARSERS = new Map<number, (value: string) => unknown>([
  [INT8, toNumber],
  [NUMERIC, toNumber],
  [INT8_ARRAY, numberArray(INT8_ARRAY)],
  [NUMERIC_ARRAY, numberArray(NUMERIC_ARRAY)],
]);
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    PARSERS.get(oid) ?? pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
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
