/**
 * Any number of API nodes may start at once on one PostgreSQL (issue 15 §1): a rolling deploy or
 * an orchestrator starts replicas together. Four nodes are four connection pools here, each doing
 * what a node's start does (server/src/main.ts: `openDb` migrates, then `ensureSeeded`); the race
 * is the database's, between connections, so pools in one process show it as processes would, and
 * cheaply enough to repeat it. Three real server processes started at once on an empty database
 * (the whole start: migrations, seed, shared keys, listening) are tests/api/multi-node.test.ts.
 * Before migrations took their lock first, two nodes creating `schema_migrations` at the same
 * moment failed on PostgreSQL's catalogue (`pg_type_typname_nsp_index`) in 2 of 3 tries.
 * PostgreSQL only: PGlite is one process's own database.
 */
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../../server/src/db/migrate';
import { openPostgres } from '../../server/src/db/postgres';
import type { Db } from '../../server/src/db/types';
import { ensureSeeded } from '../../server/src/seed';
import { postgresAvailable } from './support/postgres';
import { copyPostgresTemplate } from './support/templates';

const NODES = 4;
const MIGRATIONS = readdirSync(new URL('../../server/src/db/migrations/', import.meta.url))
  .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
  .sort();

describe.runIf(postgresAvailable())('nodes started together on one PostgreSQL', () => {
  const opened: Db[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await Promise.all(drops.map((drop) => drop()));
  });

  /** An empty database (a copy of template0) and `NODES` pools on it. */
  async function emptyDatabase(): Promise<{ nodes: Db[]; first: Db }> {
    const template = inject('postgresTemplate');
    if (!template) throw new Error('[vitrina] no PostgreSQL cluster (tests/api/support/global-setup.ts)');
    const copy = await copyPostgresTemplate({ adminUrl: template.adminUrl, template: 'template0' });
    drops.push(copy.drop);
    const nodes = await Promise.all(Array.from({ length: NODES }, () => openPostgres(copy.url)));
    opened.push(...nodes);
    const [first] = nodes;
    if (!first) throw new Error('no node');
    return { nodes, first };
  }

  const schemaOf = async (db: Db) =>
    (await db.query<{ name: string }>('select name from schema_migrations order by name')).rows.map((r) => r.name);

  it.each([1, 2, 3])(
    'on an empty database, try %i: every node comes up on the same schema, each migration applied once',
    async (attempt) => {
      const { nodes, first } = await emptyDatabase();
      const seed = attempt === 1;
      const started = await Promise.allSettled(
        nodes.map(async (db) => {
          const applied = await migrate(db);
          const { seeded } = seed ? await ensureSeeded(db, { products: 40 }) : { seeded: false };
          return { applied, seeded };
        }),
      );
      expect(started.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
      const results = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      // every migration applied by exactly one node
      expect(results.flatMap((r) => r.applied).sort()).toEqual(MIGRATIONS);
      expect(await schemaOf(first)).toEqual(MIGRATIONS);
      if (seed) {
        expect(results.filter((r) => r.seeded)).toHaveLength(1);
        const { rows } = await first.query<{ n: number }>('select count(*)::int as n from goods');
        expect(rows[0]?.n).toBe(40);
      }
    },
  );

  it('on a database one migration behind: the one that is missing is applied once, every node comes up', async () => {
    const { nodes, first } = await emptyDatabase();
    const last = MIGRATIONS.at(-1);
    const before = MIGRATIONS.at(-2);
    if (!last || !before) throw new Error('fewer than two migrations');
    await migrate(first, { upTo: before });
    expect(await schemaOf(first)).toEqual(MIGRATIONS.slice(0, -1));
    const applied = await Promise.all(nodes.map((db) => migrate(db)));
    expect(applied.flat()).toEqual([last]);
    expect(await schemaOf(first)).toEqual(MIGRATIONS);
    // and a node that finds the schema current takes no lock and applies nothing
    expect(await migrate(first)).toEqual([]);
  });
});
