// What a query's values come back as, on both engines: the server's code reads one shape whatever
// the database. PGlite gives int8 and numeric (and arrays of them) as numbers; node-postgres gives
// strings unless told otherwise (server/src/db/postgres.ts), and a bigint[] once slipped through.
import { expect, it } from 'vitest';
import { describeBackends } from './support/backends';

const CASES: [string, string, unknown][] = [
  ['int8', 'select 9007199254740991::bigint as v', 9007199254740991],
  ['int4', 'select 42::int as v', 42],
  ['numeric', 'select 12.5::numeric as v', 12.5],
  ['int8[]', "select '{1,22,333}'::bigint[] as v", [1, 22, 333]],
  ['int8[] with a null', "select '{1,NULL}'::bigint[] as v", [1, null]],
  ['empty int8[]', "select '{}'::bigint[] as v", []],
  ['numeric[]', "select '{1.5,2}'::numeric[] as v", [1.5, 2]],
  ['int4[]', "select '{7,8}'::int[] as v", [7, 8]],
  ['text[]', "select '{a,b}'::text[] as v", ['a', 'b']],
  ['boolean', 'select true as v', true],
];

describeBackends(
  'database value types',
  (api) => {
    it.each(CASES)('%s', async (_, sql, expected) => {
      const { rows } = await api.db.query<{ v: unknown }>(sql);
      expect(rows[0]?.v).toEqual(expected);
    });
  },
  {},
  'both',
);
