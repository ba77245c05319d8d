// Where `npm test` puts its temporary files: a folder of its own on tmpfs (/dev/shm) when there is
// room, else the system's temporary folder. Everything the suite writes goes through TMPDIR: the
// PostgreSQL clusters (initdb, a CREATE DATABASE per file from the seeded template), PGlite
// templates, Chromium's profiles, the packed packages and the apps built from them.
//
// Why: on the 2-core VMs this suite runs on, creating a file on the ext4 root costs ~0.9 ms of
// kernel CPU (9 µs on tmpfs; open and write of an existing file cost the same on both). A CREATE
// DATABASE copies a template's ~1,000 files: 550–650 ms of CPU there, 15–22 ms on tmpfs. Over a
// whole run the kernel time was ~160 of ~700 CPU-seconds. Nothing here needs to outlive the run.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

/** tmpfs smaller than this is not used (Docker's default /dev/shm is 64 MB); a run peaks under 1 GiB. */
export const MIN_FREE_BYTES = 2 * 1024 ** 3;

/**
 * The folder to use as TMPDIR from `candidates` (default /dev/shm): the first with MIN_FREE_BYTES
 * free, or undefined (the caller keeps the system's). `statfs` is injectable for tests.
 */
export function pickFastTmp({ candidates = ['/dev/shm'], statfs = statfsSync } = {}) {
  for (const dir of candidates) {
    try {
      const info = statfs(dir);
      if (info.bavail * info.bsize >= MIN_FREE_BYTES) return dir;
    } catch {
      // not there, or not ours to read: try the next
    }
  }
  return undefined;
}

const RUN_DIR = /^vitrina-test-(\d+)-/;

/** Whether a process with this id is still running (a signal 0 reaches it, or we may not signal it). */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
};

/**
 * Removes the folders of earlier runs whose process is gone: a run stopped by Ctrl+C or killed
 * never reaches its `remove()`, and on tmpfs what it left (a PostgreSQL cluster, hundreds of MB)
 * would hold memory until the machine restarts.
 */
export function sweepStaleRuns(base, isAlive = alive) {
  let names = [];
  try {
    names = readdirSync(base);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = RUN_DIR.exec(name)?.[1];
    if (pid && !isAlive(Number(pid))) rmSync(join(base, name), { recursive: true, force: true });
  }
}

/**
 * Makes a folder of this run's own under the fast place (named with this process's id, so a later
 * run can tell it was left behind), or returns undefined (then nothing changes); `remove()` deletes
 * it and all in it.
 */
export function makeRunTmp(options) {
  const base = pickFastTmp(options);
  if (!base) return undefined;
  try {
    sweepStaleRuns(base);
    const dir = mkdtempSync(join(base, `vitrina-test-${process.pid}-`));
    // open to all with the sticky bit, as /tmp is: PostgreSQL runs as its own user when we are root
    chmodSync(dir, 0o1777);
    return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch {
    return undefined;
  }
}
