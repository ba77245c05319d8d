import type { Db, Queryable } from '../../db/types';
import type { FileStore } from '../files/file-store';
import { ruleError } from '../../http/errors';
import {
  deleteUpload,
  deleteUploads,
  insertUpload,
  listRecentUploads,
  listStrayPaths,
  listUnreferencedUploads,
  lockMemberUploads,
  trySweepLock,
} from '../../repos/uploads/uploads';

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

/** Every column that may hold a stored upload's served path (a form that keeps an upload is listed there). */
export { UPLOAD_REFERENCES } from '../../repos/uploads/uploads';

/** The folders stored uploads live in, and the names the server gives files there. */
const FOLDERS = [
  { dir: 'avatars', name: /^\d+-[A-Za-z0-9_-]{16}\.(jpg|png)$/ },
  { dir: 'comments', name: /^\d+-[A-Za-z0-9_-]{16}\.(jpg|png)$/ },
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

/** Stores `data` at `/uploads/<relative>` for a member, within the quota and `maxBytes`; returns the served path. */
export type SaveUpload = (memberId: number, relative: string, data: Buffer, maxBytes: number) => Promise<string>;

/** The file store's key of a served path (`/uploads/avatars/x.png` → `avatars/x.png`). */
export const keyOfServedPath = (path: string) => path.slice(SERVED_PREFIX.length);

/**
 * Stored uploads: every file has a row (owner, path, size, time) written under the member's
 * advisory lock in the transaction that checks the quota, before the file is written, so
 * parallel uploads of one member see each other and never pass the quota.
 */
export function createUploadStore(db: Db, clock: () => number, files: FileStore) {
  const now = () => Math.floor(clock() / 1000);

  // already gone (another node's folder, or removed by hand): the row goes all the same
  const removeFile = (store: FileStore, path: string) => store.delete(keyOfServedPath(path));

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
  async function strayFiles(q: Queryable, store: FileStore, before: number): Promise<string[]> {
    const candidates: string[] = [];
    for (const folder of FOLDERS) {
      for (const { key, storedAt } of await store.list(folder.dir)) {
        const name = key.slice(folder.dir.length + 1);
        if (folder.name.test(name) && storedAt < before * 1000) candidates.push(`${SERVED_PREFIX}${key}`);
      }
    }
    if (candidates.length === 0) return [];
    return listStrayPaths(q, candidates);
  }

  return {
    files,

    save: (async (memberId, relative, data, maxBytes) => {
      const path = `${SERVED_PREFIX}${relative}`;
      const id = await db.tx(async (q) => {
        await lockMemberUploads(q, LOCK_MEMBER, memberId);
        const t = now();
        const rows = await listRecentUploads(q, memberId, t - UPLOAD_QUOTA.windowSeconds);
        const used = rows.reduce((sum, row) => sum + row.bytes, 0);
        if (rows.length + 1 > UPLOAD_QUOTA.files || used + data.length > UPLOAD_QUOTA.bytes) {
          throw ruleError('uploadQuotaExceeded', {
            files: UPLOAD_QUOTA.files,
            megabytes: UPLOAD_QUOTA.bytes / MiB,
            minutes: Math.max(1, Math.ceil((waitUntil(rows, data.length) - t) / 60)),
          });
        }
        return insertUpload(q, { memberId, path, bytes: data.length, at: t });
      });
      try {
        await files.put(relative, data, { maxBytes });
      } catch (error) {
        // nothing was stored: the upload counts for nothing
        await deleteUpload(db, id);
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
        if (!(await trySweepLock(q, UPLOAD_SWEEP_LOCK))) return { swept: false, removed: [] };
        // the store's own database work (FILE_STORE=postgres) joins this transaction, under the lock
        const store = files.on(q);
        const rows = await listUnreferencedUploads(q, before, UPLOAD_SWEEP.batch);
        for (const row of rows) await removeFile(store, row.path);
        if (rows.length > 0) {
          await deleteUploads(
            q,
            rows.map((row) => row.id),
          );
        }
        const strays = await strayFiles(q, store, before);
        for (const path of strays) await removeFile(store, path);
        return { swept: true, removed: [...rows.map((row) => row.path), ...strays] };
      });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
