import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import { StartupError } from '../startup-error';

/**
 * One process per PGlite data folder. PGlite is Postgres compiled to WASM with no postmaster and
 * no shared memory: two processes on one folder each keep their own buffers and overwrite each
 * other's pages (acknowledged writes lost, toast chunks missing: issue 9). So whoever opens the
 * folder first holds `<folder>.lock` until it closes; every other opener is refused before it
 * reads or writes anything in the folder.
 *
 * The lock file is created whole or not at all (written aside, then hard-linked into place, which
 * fails if it exists), and names its holder. A holder that is gone (kill -9, power cut) leaves a
 * stale file; the next opener sees that its pid is dead, or on Linux that the pid now belongs to a
 * process started at another time (a container restarted with the same pid), and takes over.
 * A holder on another host (a shared network disk) cannot be checked, so it counts as live.
 */

export interface LockHolder {
  pid: number;
  hostname: string;
  /** ms since the epoch */
  startedAt: number;
  /** the process's start time in clock ticks since boot (Linux `/proc/<pid>/stat`), to tell a reused pid */
  procStart?: string;
  /** where the holder serves, once it listens */
  url?: string;
  /** different per take-over, so a lock moved aside can be told from a newer one */
  token: string;
}

export class DataDirLockedError extends StartupError {
  readonly holder: LockHolder;
  readonly folder: string;
  constructor(folder: string, holder: LockHolder, message: string) {
    super(message);
    this.name = 'DataDirLockedError';
    this.folder = folder;
    this.holder = holder;
  }
}

const lockPathOf = (folder: string) => `${resolve(folder)}.lock`;

/** Field 22 of `/proc/<pid>/stat` (after the parenthesised command, which may hold spaces) and the state. */
function procStat(pid: number): { start: string; state: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const start = fields[19];
    return start ? { start, state: fields[0] ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// The locks this process holds, by lock path: a second open of the same folder inside one
// process is refused like one from another process (it would be a second PGlite on the folder).
const held = new Map<string, { holder: LockHolder; release: () => void }>();

function isLive(holder: LockHolder, lockPath: string): boolean {
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return held.has(lockPath);
  if (!Number.isSafeInteger(holder.pid) || holder.pid <= 0 || !pidExists(holder.pid)) return false;
  const now = procStat(holder.pid);
  if (!now) return true;
  if (now.state === 'Z') return false;
  return holder.procStart === undefined || holder.procStart === now.start;
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string' || typeof value.token !== 'string') return undefined;
    return { startedAt: 0, ...value } as LockHolder;
  } catch {
    return undefined;
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes the holder beside the lock, then puts it in place: `replace` renames over ours, otherwise link fails if a lock exists. */
function place(lockPath: string, holder: LockHolder, replace: boolean): void {
  const aside = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, JSON.stringify(holder), { mode: 0o644 });
  try {
    if (replace) renameSync(aside, lockPath);
    else linkSync(aside, lockPath);
  } finally {
    if (!replace) unlinkSync(aside);
  }
}

/** The live process holding `folder`, if any. Reads only; the folder and its lock stay as they are. */
export function dataDirHolder(folder: string): LockHolder | undefined {
  const lockPath = lockPathOf(folder);
  const text = readText(lockPath);
  const holder = text === undefined ? undefined : parseHolder(text);
  return holder && isLive(holder, lockPath) ? holder : undefined;
}

/** "pid 123 on this machine, since …, serving http://…" */
export function describeHolder(holder: LockHolder): string {
  const where = holder.hostname === hostname() ? '' : ` on host ${holder.hostname}`;
  const since = holder.startedAt > 0 ? `, since ${new Date(holder.startedAt).toISOString()}` : '';
  const serving = holder.url ? `, serving ${holder.url}` : '';
  return `process ${holder.pid}${where}${since}${serving}`;
}

export function lockedError(folder: string, holder: LockHolder): DataDirLockedError {
  return new DataDirLockedError(
    folder,
    holder,
    `The data folder ${folder} is in use by ${describeHolder(holder)}. Only one process may open a PGlite folder at a time ` +
      `(two would overwrite each other's data). Stop that process first (kill ${holder.pid}), or give this one another DATA_DIR.`,
  );
}

/**
 * Takes `folder`'s lock or throws `DataDirLockedError` naming the holder. Nothing in `folder` is
 * touched either way; only `<folder>.lock` is created, beside it.
 */
export function lockDataDir(folder: string): { release(): void } {
  const lockPath = lockPathOf(folder);
  mkdirSync(dirname(lockPath), { recursive: true });
  const stat = procStat(process.pid);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: Date.now(),
    ...(stat ? { procStart: stat.start } : {}),
    token: randomBytes(8).toString('hex'),
  };
  // A few rounds: a stale lock moved aside, or one that vanished while we looked, means try again.
  for (let round = 0; round < 5; round += 1) {
    try {
      place(lockPath, holder, false);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readText(lockPath);
      if (text === undefined) continue;
      const found = parseHolder(text);
      if (found && isLive(found, lockPath)) throw lockedError(folder, found);
      moveAsideIfUnchanged(lockPath, text);
      continue;
    }
    const onExit = () => release();
    const release = () => {
      if (held.get(lockPath)?.release !== release) return;
      held.delete(lockPath);
      process.removeListener('exit', onExit);
      // only our own lock: never remove one a later holder took over
      if (parseHolder(readText(lockPath) ?? '')?.token === holder.token) unlinkSync(lockPath);
    };
    held.set(lockPath, { holder, release });
    // a process that ends without closing the database (an uncaught error) leaves no lock behind
    process.on('exit', onExit);
    return { release };
  }
  throw new StartupError(`Could not take the lock ${lockPath}: it keeps changing. Is another process starting on ${folder}?`);
}

/**
 * Removes a stale lock so that a second opener that judged the same file stale cannot remove
 * the lock the first then created: the file is renamed away (atomic), and put back if it turns
 * out to be a newer one than the stale lock we read.
 */
function moveAsideIfUnchanged(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== staleText) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // yet another lock is in place: the next round reads it
    }
  }
  unlinkSync(aside);
}

/** Adds where this process serves to the lock it holds on `folder`, for the message a second start shows. */
export function noteDataDirUrl(folder: string, url: string): void {
  const lockPath = lockPathOf(folder);
  const mine = held.get(lockPath);
  if (!mine) return;
  mine.holder.url = url;
  place(lockPath, mine.holder, true);
}
