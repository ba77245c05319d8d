import { join, resolve } from 'node:path'

/** Where things live under DATA_DIR (default `.data`): the PGlite cluster and stored uploads. */
export function dataDirOf(dataDir: string | undefined): string {
  return join(resolve(dataDir ?? '.data'), 'pglite')
}

export function uploadsDirOf(dataDir: string | undefined): string {
  return join(resolve(dataDir ?? '.data'), 'uploads')
}
