import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const NAME_PATTERN = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * Applies `migrations/NNN-name.sql` in order, each with its row in `schema_migrations` in one
 * transaction. The advisory lock keeps two servers starting on one PostgreSQL from racing.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at bigint not null
  )`);
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => NAME_PATTERN.test(name)).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(MIGRATIONS_DIR + name, 'utf8');
    const done = await db.tx(async (q) => {
      await q.query(`select pg_advisory_xact_lock(hashtext('vitrina:migrate'))`);
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
