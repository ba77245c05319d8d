import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db, Queryable } from '../../db/types';
import { ruleError } from '../../http/errors';

const MiB = 1024 * 1024;

/**
 * What one member may upload per window (issue 9, item 9: 12 × 9 MiB in half a second, kept for
 * ever). An avatar is at most 2 MiB and an application document 10 MiB; a buyer changes the
 * avatar a few times, attaches a document or two and a photo per purchase request.
 */
export const UPLOAD_QUOTA = {
  windowSeconds: 60 * 60,
  files: 20,
  bytes: 40 * MiB,
} as const;

/**
 * Files no record points to are removed once older than `graceSeconds` (the time between the
 * upload and the form that uses it: a buyer who leaves the form open for a day uploads again).
 * Every node runs the sweep at start and then every `intervalMs`; one at a time does the work.
 */
export const UPLOAD_SWEEP = {
  graceSeconds: 24 * 60 * 60,
  intervalMs: 60 * 60 * 1000,
  batch: 500,
} as const;

/**
 * Every column that may hold a stored upload's served path. A new form that keeps an upload must
 * be listed here, or the sweep removes its file a day later.
 */
export const UPLOAD_REFERENCES = [
  { table: 'member', column: 'face' },
  { table: 'purchase_order', column: 'goods_img' },
  { table: 'merchant_apply', column: 'attachment' },
] as const;

/** The folders stored uploads live in, and the names the server gives files there. */
const FOLDERS = [
  { dir: 'avatars', name: /^\d+-[A-Za-z0-9_-]{16}\.(jpg|png)$/ },
  { dir: 'merchant/settled', name: /^\d+-[A-Za-z0-9_-]{16}\.(pdf|docx|doc)$/ },
] as const;

const SERVED_PREFIX = '/uploads/';

/** Advisory-lock namespaces (two-key form): a member's quota, and the one sweep at a time (key 0). */
const LOCK_MEMBER = 0x7654_0401;
export const UPLOAD_SWEEP_LOCK = 0x7654_0402;

export interface SweepResult {
  /** false: another node was sweeping, this one did nothing */
  swept: boolean;
  /** served paths of the files removed */
  removed: string[];
}

/** Stores `data` at `/uploads/<relative>` for a member, within the quota; returns the served path. */
export type SaveUpload = (memberId: number, relative: string, data: Buffer) => Promise<string>;

/** The SQL test that no record points to the upload path in `expr`. */
const unreferenced = (expr: string) =>
  UPLOAD_REFERENCES.map(({ table, column }) => `not exists (select 1 from ${table} r where r.${column} = ${expr})`).join(' and ');

/**
 * Stored uploads: every file has a row (owner, path, size, time) written under the member's
 * advisory lock in the transaction that checks the quota, before the file is written, so
 * parallel uploads of one member see each other and never pass the quota.
 */
export function createUploadStore(db: Db, clock: () => number, uploadsDir: string) {
  const now = () => Math.floor(clock() / 1000);
  const fileOf = (path: string) => join(uploadsDir, ...path.slice(SERVED_PREFIX.length).split('/'));

  async function removeFile(path: string): Promise<void> {
    try {
      await unlink(fileOf(path));
    } catch (error) {
      // already gone (another node's folder, or removed by hand): the row goes all the same
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  /** When enough of the window's uploads have left it for this one to fit. */
  function waitUntil(rows: readonly { created_at: number; bytes: number }[], size: number): number {
    let files = rows.length + 1;
    let bytes = rows.reduce((sum, row) => sum + row.bytes, 0) + size;
    for (const row of rows) {
      files -= 1;
      bytes -= row.bytes;
      if (files <= UPLOAD_QUOTA.files && bytes <= UPLOAD_QUOTA.bytes) return row.created_at + UPLOAD_QUOTA.windowSeconds;
    }
    return now() + UPLOAD_QUOTA.windowSeconds;
  }

  /** Files in the upload folders that have no row (stored before uploads were recorded), old enough to judge. */
  async function strayFiles(q: Queryable, before: number): Promise<string[]> {
    const candidates: string[] = [];
    for (const folder of FOLDERS) {
      let names: string[];
      try {
        names = await readdir(join(uploadsDir, ...folder.dir.split('/')));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      for (const name of names) {
        if (!folder.name.test(name)) continue;
        const path = `${SERVED_PREFIX}${folder.dir}/${name}`;
        // a file removed between the listing and here is simply not a candidate
        const info = await stat(fileOf(path)).catch(() => undefined);
        if (info?.isFile() && info.mtimeMs < before * 1000) candidates.push(path);
      }
    }
    if (candidates.length === 0) return [];
    const { rows } = await q.query<{ path: string }>(
      `select p as path from unnest($1::text[]) as p
       where not exists (select 1 from upload u where u.path = p) and ${unreferenced('p')}`,
      [candidates],
    );
    return rows.map((row) => row.path);
  }

  return {
    uploadsDir,

    save: (async (memberId, relative, data) => {
      const path = `${SERVED_PREFIX}${relative}`;
      const id = await db.tx(async (q) => {
        await q.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_MEMBER, String(memberId)]);
        const t = now();
        const { rows } = await q.query<{ created_at: number; bytes: number }>(
          'select created_at, bytes from upload where member_id = $1 and created_at > $2 order by created_at, id',
          [memberId, t - UPLOAD_QUOTA.windowSeconds],
        );
        const used = rows.reduce((sum, row) => sum + row.bytes, 0);
        if (rows.length + 1 > UPLOAD_QUOTA.files || used + data.length > UPLOAD_QUOTA.bytes) {
          throw ruleError('uploadQuotaExceeded', {
            files: UPLOAD_QUOTA.files,
            megabytes: UPLOAD_QUOTA.bytes / MiB,
            minutes: Math.max(1, Math.ceil((waitUntil(rows, data.length) - t) / 60)),
          });
        }
        const { rows: inserted } = await q.query<{ id: number }>(
          'insert into upload (member_id, path, bytes, created_at) values ($1, $2, $3, $4) returning id',
          [memberId, path, data.length, t],
        );
        return inserted[0]?.id;
      });
      try {
        await mkdir(dirname(fileOf(path)), { recursive: true });
        await writeFile(fileOf(path), data);
      } catch (error) {
        // nothing was stored: the upload counts for nothing
        await db.query('delete from upload where id = $1', [id]);
        throw error;
      }
      return path;
    }) satisfies SaveUpload,

    /**
     * Removes files no record points to, older than the grace period, at most `batch` a run. Only
     * one node sweeps at a time (a transaction-scoped advisory lock; a node that cannot take it
     * skips this run), so nodes never race to judge the same file.
     */
    async sweep(): Promise<SweepResult> {
      const before = now() - UPLOAD_SWEEP.graceSeconds;
      return db.tx(async (q) => {
        const { rows: lock } = await q.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1, 0) as ok', [UPLOAD_SWEEP_LOCK]);
        if (!lock[0]?.ok) return { swept: false, removed: [] };
        const { rows } = await q.query<{ id: number; path: string }>(
          `select id, path from upload u where created_at < $1 and ${unreferenced('u.path')} order by id limit $2`,
          [before, UPLOAD_SWEEP.batch],
        );
        for (const row of rows) await removeFile(row.path);
        if (rows.length > 0) await q.query('delete from upload where id = any($1::bigint[])', [rows.map((row) => row.id)]);
        const strays = await strayFiles(q, before);
        for (const path of strays) await removeFile(path);
        return { swept: true, removed: [...rows.map((row) => row.path), ...strays] };
      });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
