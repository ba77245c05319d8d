import type { Queryable } from '../../db/types';

/** A column of a bulk insert: its name, SQL type, and one value per row. */
export type Column =
  | { name: string; type: 'int' | 'bigint' | 'smallint' | 'text'; values: readonly unknown[] }
  | { name: string; type: 'int[]'; values: readonly (readonly number[])[] };

/**
 * Inserts many rows in one statement by passing each column as one array parameter and
 * unnesting them: a few parameters instead of rows × columns, fast on PGlite and PostgreSQL
 * alike. Array-typed columns travel as text literals (`{1,2}`) because unnest flattens arrays
 * of arrays.
 */
export async function bulkInsert(q: Queryable, table: string, columns: readonly Column[]): Promise<void> {
  const rowCount = columns[0]?.values.length ?? 0;
  if (rowCount === 0) return;
  const names = columns.map((column) => column.name).join(', ');
  const selects = columns.map((column) => (column.type === 'int[]' ? `${column.name}::int[]` : column.name)).join(', ');
  const params = columns.map((column, i) => `$${i + 1}::${column.type === 'int[]' ? 'text' : column.type}[]`).join(', ');
  const values = columns.map((column) =>
    column.type === 'int[]' ? column.values.map((value) => `{${value.join(',')}}`) : [...column.values],
  );
  await q.query(`insert into ${table} (${names}) select ${selects} from unnest(${params}) as t(${names})`, values);
}
