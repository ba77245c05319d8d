import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db, Queryable } from '../../db/types';
import { contentTypeOf, type FileStore, FileTooLargeError, validKey } from './file-store';

/**
 * Bytes per row: a 10 MiB attachment is 40 statements of 256 KiB, never one 10 MiB parameter
 * (or one 10 MiB value in memory twice over on the way out).
 */
export const CHUNK_BYTES = 256 * 1024;

const asBuffer = (data: Uint8Array) => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));

/**
 * Files in the database every node already shares (migration 780): a row per file and its bytes
 * in `bytea` chunks, written in one transaction (a file is all there or not there) and read back
 * a chunk per query as a stream. The operator backs up the database and has the files too.
 */
export function createPostgresFileStore(db: Db, clock: () => number = Date.now): FileStore {
  return storeOn(db, (work) => db.tx(work), clock);
}

/** The store's statements on `db`; `atomically` runs a put's statements as one transaction. */
function storeOn(db: Queryable, atomically: <T>(work: (q: Queryable) => Promise<T>) => Promise<T>, clock: () => number): FileStore {
  return {
    name: 'postgres',
    // already in the caller's transaction: a put's statements are atomic with it
    on: (q) => storeOn(q, (work) => work(q), clock),
    async put(key, data, { maxBytes }) {
      if (!validKey(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
      if (data.length > maxBytes) throw new FileTooLargeError(maxBytes);
      const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 22)}"`;
      await atomically(async (q) => {
        await q.query('delete from stored_file where key = $1', [key]);
        await q.query('insert into stored_file (key, content_type, bytes, etag, stored_at) values ($1, $2, $3, $4, $5)', [
          key,
          contentTypeOf(key),
          data.length,
          etag,
          Math.floor(clock()),
        ]);
        for (let seq = 0; seq * CHUNK_BYTES < data.length || seq === 0; seq += 1) {
          const chunk = data.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
          await q.query('insert into stored_file_chunk (key, seq, data) values ($1, $2, $3::bytea)', [key, seq, chunk]);
        }
      });
      return key;
    },
    async get(key) {
      if (!validKey(key)) return undefined;
      const { rows } = await db.query<{ content_type: string; bytes: number; etag: string }>(
        'select content_type, bytes, etag from stored_file where key = $1',
        [key],
      );
      const row = rows[0];
      if (!row) return undefined;
      const chunks = Math.max(1, Math.ceil(row.bytes / CHUNK_BYTES));
      async function* read() {
        for (let seq = 0; seq < chunks; seq += 1) {
          const part = await db.query<{ data: Uint8Array }>('select data from stored_file_chunk where key = $1 and seq = $2', [key, seq]);
          const data = part.rows[0]?.data;
          // removed while being read: end in an error, not a silently short file
          if (!data) throw new Error(`stored file ${key} changed while read`);
          yield asBuffer(data);
        }
      }
      return { stream: Readable.from(read(), { objectMode: false }), type: row.content_type, size: row.bytes, etag: row.etag };
    },
    async delete(key) {
      await db.query('delete from stored_file where key = $1', [key]);
    },
    async exists(key) {
      if (!validKey(key)) return false;
      const { rows } = await db.query<{ found: number }>('select 1 as found from stored_file where key = $1', [key]);
      return rows.length > 0;
    },
    async list(folder) {
      // keys directly in the folder: the prefix, then no further slash
      const { rows } = await db.query<{ key: string; stored_at: number }>(
        `select key, stored_at from stored_file where starts_with(key, $1) and strpos(substr(key, length($1) + 1), '/') = 0 order by key`,
        [`${folder}/`],
      );
      return rows.map((row) => ({ key: row.key, storedAt: row.stored_at }));
    },
  };
}
