import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOf, type FileStore, FileTooLargeError, validKey } from './file-store';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder of this node's disk (`DATA_DIR/uploads`, the default), at the same paths as always. */
export function createDiskFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    if (!validKey(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
    return join(root, ...key.split('/'));
  };
  const store: FileStore = {
    name: 'disk',
    on: () => store,
    async put(key, data, { maxBytes }) {
      if (data.length > maxBytes) throw new FileTooLargeError(maxBytes);
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      // written aside and renamed: a reader never sees half a file
      const aside = `${file}.${process.pid}.part`;
      await writeFile(aside, data);
      await rename(aside, file);
      return key;
    },
    async get(key) {
      if (!validKey(key)) return undefined;
      const file = fileOf(key);
      const info = await stat(file).catch((error: unknown) => {
        if (missing(error)) return undefined;
        throw error;
      });
      if (!info?.isFile()) return undefined;
      // size and time stand for the content: files are written once under a fresh name
      const etag = `"${createHash('sha1').update(`${info.size}-${info.mtimeMs}`).digest('base64url').slice(0, 16)}"`;
      return { stream: createReadStream(file), type: contentTypeOf(key), size: info.size, etag };
    },
    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },
    async exists(key) {
      if (!validKey(key)) return false;
      return (await stat(fileOf(key)).catch(() => undefined))?.isFile() ?? false;
    },
    async list(folder) {
      let names: string[];
      try {
        names = await readdir(fileOf(folder));
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
      const found: { key: string; storedAt: number }[] = [];
      for (const name of names) {
        const key = `${folder}/${name}`;
        if (!validKey(key)) continue;
        // a file removed between the listing and here is simply not listed
        const info = await stat(fileOf(key)).catch(() => undefined);
        if (info?.isFile()) found.push({ key, storedAt: info.mtimeMs });
      }
      return found;
    },
  };
  return store;
}
