/** Anything that runs one parameterised statement: the database itself or an open transaction. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

/**
 * The one database interface the server uses, the same over PGlite and PostgreSQL, so services
 * never know which engine is underneath. int8 and numeric come back as JS numbers on both.
 */
export interface Db extends Queryable {
  /** Runs `fn` in one transaction (one pooled client on PostgreSQL); rolls back if it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
