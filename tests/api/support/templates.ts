/**
 * Seeded template databases, made once per run by a project's `globalSetup` and copied by every
 * test file: migrating and seeding cost ≈3 s per PGlite and ≈1.5 s per PostgreSQL database,
 * loading a PGlite tarball ≈0.8 s and `CREATE DATABASE … TEMPLATE` a fraction of a second.
 *
 * - PGlite: the seeded data directory as a tarball file, one per catalogue size; a file's database
 *   is `openDb({ loadDataDir })`.
 * - PostgreSQL: one cluster with the seeded database `vitrina`; a file's database is a copy of it.
 */
import { existsSync } from 'node:fs';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { openDb } from '../../../server/src/db/open';
import { openPglite } from '../../../server/src/db/pglite';
import { migrate } from '../../../server/src/db/migrate';
import { ensureSeeded } from '../../../server/src/seed';

/** Small enough to seed in about a second, big enough for every category and filter. */
export const TEST_PRODUCTS = 300;

declare module 'vitest' {
  export interface ProvidedContext {
    /** where this run's PGlite templates are (pgliteTemplateFile) */
    templateDir: string;
    /** the PostgreSQL cluster and its seeded template; absent when PostgreSQL is not tested */
    postgresTemplate: PostgresTemplate | null;
  }
}

/** What a globalSetup hands its workers (vitest `provide`/`inject`: JSON only). */
export interface PostgresTemplate {
  /** `postgres://…/postgres` of the cluster, to create and drop databases from */
  adminUrl: string;
  /** the seeded database every test database is a copy of */
  template: string;
}

/**
 * The path of a PGlite template of `products` goods in `dir`, made by the first process that
 * asks for it (the others wait for it): a run makes only the catalogue sizes its files use.
 */
export async function pgliteTemplateFile(dir: string, products: number): Promise<string> {
  const file = join(dir, `pglite-${products}.tar`);
  const lock = `${file}.lock`;
  const deadline = Date.now() + TEMPLATE_TIMEOUT_MS;
  for (;;) {
    if (existsSync(file)) return file;
    const mine = await open(lock, 'wx').then(
      (handle) => handle.close().then(() => true),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    );
    if (mine) {
      try {
        // Written under another name and renamed: a waiter never reads half a tarball.
        await writeFile(`${file}.part`, await seededTarball(products));
        await rename(`${file}.part`, file);
        return file;
      } finally {
        await rm(lock, { force: true });
      }
    }
    if (Date.now() > deadline) throw new Error(`[vitrina] the template ${file} was not made in ${TEMPLATE_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const TEMPLATE_TIMEOUT_MS = 180_000;

async function seededTarball(products: number): Promise<Buffer> {
  const db = await openPglite('memory://');
  try {
    await migrate(db);
    await ensureSeeded(db, { products });
    return Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
  } finally {
    await db.close();
  }
}

const tarballs = new Map<string, Promise<Blob>>();

/** The tarball at `file`, read once per process (a test file may open several databases from it). */
export function pgliteTemplate(file: string): Promise<Blob> {
  let blob = tarballs.get(file);
  if (!blob) {
    blob = readFile(file).then((bytes) => new Blob([bytes]));
    tarballs.set(file, blob);
  }
  return blob;
}

/** Migrates and seeds the cluster's database at `url` (then closed: a template takes no connections). */
export async function seedPostgresTemplate(url: string, products: number): Promise<PostgresTemplate> {
  const db = await openDb({ databaseUrl: url });
  try {
    await ensureSeeded(db, { products });
  } finally {
    await db.close();
  }
  const parsed = new URL(url);
  const template = decodeURIComponent(parsed.pathname.slice(1));
  parsed.pathname = '/postgres';
  return { adminUrl: parsed.toString(), template };
}

let serial = 0;

/** A new database copied from the template; `drop()` removes it (forcibly: a test may leave a connection behind). */
export async function copyPostgresTemplate({ adminUrl, template }: PostgresTemplate): Promise<{ url: string; drop(): Promise<void> }> {
  serial += 1;
  const name = `t_${process.pid}_${serial}`;
  await admin(adminUrl, `create database "${name}" template "${template}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(adminUrl, `drop database if exists "${name}" with (force)`) };
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The seeded template of `products` goods in the cluster at `adminUrl` (`tpl_<products>`), made by
 * the first process that asks for it under an advisory lock (the others wait on the lock): the
 * browser suite's files ask for several catalogue sizes, and a run makes only those it uses.
 */
export async function postgresTemplateOf(adminUrl: string, products: number): Promise<PostgresTemplate> {
  const template = `tpl_${products}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [products]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const building = `${template}_part`;
      await client.query(`drop database if exists "${building}"`);
      await client.query(`create database "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      await seedPostgresTemplate(url.toString(), products);
      // Renamed once whole: a copy is never taken of half a seed.
      await client.query(`alter database "${building}" rename to "${template}"`);
    }
  } finally {
    await client.end();
  }
  return { adminUrl, template };
}
