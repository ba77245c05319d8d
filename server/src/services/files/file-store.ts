import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/types';

/** Which store keeps uploaded files: `FILE_STORE` (config.ts). */
export type FileStoreName = 'disk' | 'postgres';
export const FILE_STORE_NAMES: readonly FileStoreName[] = ['disk', 'postgres'];

/** A stored file as read back: the bytes as a stream, and what a reply needs to describe them. */
export interface StoredFile {
  stream: Readable;
  type: string;
  size: number;
  /** a strong validator of the content, quoted as an HTTP ETag */
  etag: string;
}

/**
 * Where uploaded files live, by key (`avatars/12-abc….png`, the path under `/uploads/`). The disk
 * store keeps one node's folder (the default, as before); the PostgreSQL store keeps them in the
 * database every node already shares. An S3 store would be a third implementation (README, Security).
 */
export interface FileStore {
  readonly name: FileStoreName;
  /** Stores `data` (at most `maxBytes`, else a FileTooLargeError and nothing kept) under `key`. */
  put(key: string, data: Buffer, options: { maxBytes: number }): Promise<string>;
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes `key`; a key already gone is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The keys directly under `folder` with when each was stored (ms): the sweep's look for strays. */
  list(folder: string): Promise<{ key: string; storedAt: number }[]>;
  /**
   * The same store with its database work on `q`, a transaction the caller holds (the sweep's,
   * under its lock: on PGlite's one connection a query beside an open transaction would wait for
   * it for ever). A store that keeps nothing in the database returns itself.
   */
  on(q: Queryable): FileStore;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

/**
 * A key is path segments of safe characters, with no `.`/`..` segment: it names a file inside the
 * store, never outside it, whatever a request asks for.
 */
export function validKey(key: string): boolean {
  return (
    key.length <= 200 && key.split('/').every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/.test(segment) && !/^\.+$/.test(segment))
  );
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  svg: 'image/svg+xml',
};

/** The content type a stored file is served with, by its key's extension (the server names every file). */
export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}
