import type { Db } from '../../db/types';
import { createDiskFileStore } from './disk-store';
import type { FileStore, FileStoreName } from './file-store';
import { createPostgresFileStore } from './postgres-store';

/** The store `FILE_STORE` names: this node's uploads folder, or the database every node shares. */
export function openFileStore(name: FileStoreName, options: { db: Db; clock: () => number; uploadsDir: string }): FileStore {
  return name === 'postgres' ? createPostgresFileStore(options.db, options.clock) : createDiskFileStore(options.uploadsDir);
}
