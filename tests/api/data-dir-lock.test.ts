/**
 * One process per PGlite data folder (issue 9, item 2). A second start on a live folder used to
 * open the database, run `analyze` and then die on EADDRINUSE, and the first server's
 * acknowledged writes were lost and the folder corrupted. Now the second start exits at once,
 * names the first and touches nothing; a start on a port in use says so before opening anything;
 * and the lock a kill -9 leaves behind is seen as stale because its process is gone.
 *
 * The real processes' side of it runs in crash-recovery.test.ts, whose chain of killed and
 * restarted servers already holds a seeded PGlite folder (a second start there costs no start of its
 * own); this file holds the lock's cases in one process.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirOf } from '../../server/src/config';
import { DataDirLockedError, lockDataDir } from '../../server/src/db/data-dir-lock';
import { openDb } from '../../server/src/db/open';
import { seedDataDir } from './support/backends';

const scratch: string[] = [];
const tempDir = async (name: string) => {
  const dir = await mkdtemp(join(tmpdir(), `vitrina-${name}-`));
  scratch.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the lock in one process (lockDataDir, openDb)', () => {
  /** A process that has exited (and been reaped): its pid is free. */
  const deadPid = () =>
    new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
      child.once('exit', () => resolve(child.pid ?? 0));
    });

  it('a second open of a folder in the same process is refused like one from another process', async () => {
    // a seeded folder (a copy of the run's template): the lock is the subject, not initdb and migrations
    const dir = await tempDir('lock-same');
    await seedDataDir(dir);
    const folder = dataDirOf(dir);
    const db = await openDb({ dataDir: folder });
    try {
      const refused = await openDb({ dataDir: folder }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as DataDirLockedError).message).toContain(`in use by process ${process.pid}`);
    } finally {
      await db.close();
    }
    // closed: the folder is free again
    const reopened = await openDb({ dataDir: folder });
    await reopened.close();
  });

  const staleCases: [string, (lockFile: string) => Promise<void>][] = [
    [
      'a dead pid',
      async (lockFile) =>
        writeFileSync(lockFile, JSON.stringify({ pid: await deadPid(), hostname: hostname(), startedAt: 1, token: 'old' })),
    ],
    // a container restarted with the same pid: alive, but not the process that took the lock
    [
      'a live pid that started at another time',
      async (lockFile) =>
        writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, hostname: hostname(), startedAt: 1, procStart: '1', token: 'old' })),
    ],
    [
      'our own pid from an earlier life',
      async (lockFile) => writeFileSync(lockFile, JSON.stringify({ pid: process.pid, hostname: hostname(), startedAt: 1, token: 'old' })),
    ],
    ['an unreadable lock', async (lockFile) => writeFileSync(lockFile, '{"pid":')],
  ];
  it.each(staleCases)('a stale lock (%s) is taken over', async (_, arrange) => {
    const folder = dataDirOf(await tempDir('lock-stale'));
    await arrange(`${folder}.lock`);
    const lock = lockDataDir(folder);
    lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('a live holder is refused and its lock left as it was', async () => {
    const folder = dataDirOf(await tempDir('lock-live'));
    const text = JSON.stringify({ pid: process.ppid, hostname: hostname(), startedAt: 1, token: 'theirs', url: 'http://127.0.0.1:9' });
    writeFileSync(`${folder}.lock`, text);
    expect(() => lockDataDir(folder)).toThrow(`in use by process ${process.ppid}`);
    expect(existsSync(folder)).toBe(false);
    // another host's lock cannot be checked: it counts as live
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: 1, hostname: `not-${hostname()}`, startedAt: 1, token: 'remote' }));
    expect(() => lockDataDir(folder)).toThrow(`on host not-${hostname()}`);
  });
});
