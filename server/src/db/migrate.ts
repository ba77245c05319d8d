import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const NAME_PATTERN = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** One key for every node of one database: whoever holds it migrates, the others wait and find it done. */
const LOCK = `select pg_advisory_xact_lock(hashtext('vitrina:migrate'))`;

export interface MigrateOptions {
  /** apply only the migrations named up to this one (tests: a database one migration behind) */
  upTo?: string;
}

/**
 * Applies `migrations/NNN-name.sql` in order, each with its row in `schema_migrations` in one
 * transaction, so any number of nodes may start at once on one PostgreSQL (a rolling deploy, an
 * orchestrator starting replicas together). Every step that writes the schema, `schema_migrations`'
 * own creation included (two nodes creating it at the same moment collided on PostgreSQL's
 * catalogue: `pg_type_typname_nsp_index`), runs in a transaction that first takes one advisory
 * lock. The lock is transaction-scoped, so it also holds through a pooler in transaction mode. A
 * node that finds every migration applied goes straight on without the lock.
 */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR))
    .filter((name) => NAME_PATTERN.test(name) && (options.upTo === undefined || name <= options.upTo))
    .sort();
  const current = await appliedNames(db);
  if (files.every((name) => current.has(name))) return [];
  await db.tx(async (q) => {
    await q.query(LOCK);
    await q.query(`create table if not exists schema_migrations (
      name text primary key,
      applied_at bigint not null
    )`);
  });
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(MIGRATIONS_DIR + name, 'utf8');
    const done = await db.tx(async (q) => {
      await q.query(LOCK);
      const { rows } = await q.query('select 1 from schema_migrations where name = $1', [name]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('insert into schema_migrations (name, applied_at) values ($1, $2)', [name, Math.floor(Date.now() / 1000)]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

/** Migrations this code has and the database lacks (readiness: a node on an older schema is not ready). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => NAME_PATTERN.test(name)).sort();
  const applied = await appliedNames(db);
  return files.filter((name) => !applied.has(name));
}

/** The migrations this database has, read without a lock; none when it has no bookkeeping yet. */
async function appliedNames(db: Db): Promise<Set<string>> {
  const { rows } = await db.query<{ present: boolean }>(`select to_regclass('schema_migrations') is not null as present`);
  if (!rows[0]?.present) return new Set();
  const names = await db.query<{ name: string }>('select name from schema_migrations');
  return new Set(names.rows.map((row) => row.name));
}

/**
 * Splits a migration on `;` at line ends. Both engines then run it statement by statement inside
 * the same transaction; our migrations keep no `;` inside function bodies.
 */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\r?\n|$)/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
