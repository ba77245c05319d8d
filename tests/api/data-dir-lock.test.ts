/**
 * One process per PGlite data folder (issue 9, item 2). A second start on a live folder used to
 * open the database, run `analyze` and then die on EADDRINUSE, and the first server's
 * acknowledged writes were lost and the folder corrupted. Now the second start exits at once,
 * names the first and touches nothing; a start on a port in use says so before opening anything;
 * and the lock a kill -9 leaves behind is seen as stale because its process is gone.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirOf } from '../../server/src/config';
import { DataDirLockedError, lockDataDir } from '../../server/src/db/data-dir-lock';
import { openDb } from '../../server/src/db/open';
import type { MallReply } from '../../src/core/contract/types';
import { sha256Hex } from '../../src/core/sha256';
import { seedDataDir } from './support/backends';
import { runChildServerToExit, startChildServer, type ChildServer } from './support/child-server';

const scratch: string[] = [];
const tempDir = async (name: string) => {
  const dir = await mkdtemp(join(tmpdir(), `vitrina-${name}-`));
  scratch.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every file under `dir` with its size and modification time: what "touch nothing" compares. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path);
    files[path.slice(dir.length)] = `${info.size}:${info.mtimeMs}`;
  }
  return files;
}

describe('two real processes on one data folder', () => {
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const call = async <T>(url: string, init: { token?: string; form?: Record<string, string> } = {}) => {
    const response = await fetch(url, {
      method: init.form ? 'POST' : 'GET',
      headers: { ...(init.token ? { authorization: init.token } : {}), ...(init.form ? { ...FORM, uuid: 'lock-test' } : {}) },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    return (await response.json()) as T;
  };
  const addresses = async (server: ChildServer, token: string) =>
    (await call<{ name: string; addr: string }[]>(`${server.url}/api/buyer/members/addresses`, { token })).map(
      (a) => `${a.name}|${a.addr}`,
    );

  let dataDir = '';
  beforeAll(async () => {
    dataDir = await tempDir('lock');
    // a folder with a seeded database (a copy of the run's template), as after a first start
    await seedDataDir(dataDir);
  });

  it('the second start exits at once naming the first and touches nothing; after kill -9 the next start sees the stale lock and has the data', async () => {
    let first: ChildServer | undefined = await startChildServer({ dataDir });
    let again: ChildServer | undefined;
    try {
      // an acknowledged write through the API
      const login = await call<MallReply<{ token: string }>>(`${first.url}/api/mallpcapi/login/login`, {
        form: { username: 'demo', password: sha256Hex('demo1234') },
      });
      const token = login.result.token;
      const written = await call<{ addr_id: number }>(`${first.url}/api/buyer/members/address`, {
        token,
        form: { name: 'Lock Test', mobile: '5512345678', country: '1', county_id: '900602', addr: 'Calle del Candado 9', zip: '06700' },
      });
      expect(written.addr_id).toBeGreaterThan(0);
      const saved = await addresses(first, token);
      expect(saved).toContain('Lock Test|Calle del Candado 9');

      // a second start on the same folder and port
      const port = Number(new URL(first.url).port);
      const before = await snapshot(dataDir);
      const second = await runChildServerToExit({ dataDir, port });
      expect(second.code).toBe(1);
      expect(second.output).toContain('Vitrina is already running with the data folder');
      expect(second.output).toContain(`process ${first.pid}`);
      expect(second.output).toContain(`serving ${first.url}`);
      expect(second.output).toContain('PORT=');
      expect(second.output).not.toMatch(/EADDRINUSE|\n\s+at /);
      expect(await snapshot(dataDir)).toEqual(before);
      // the first still serves, with its data
      expect(await addresses(first, token)).toEqual(saved);

      // another folder on the same port: refused before anything is created in that folder
      const otherDir = await tempDir('lock-port');
      const third = await runChildServerToExit({ dataDir: otherDir, port });
      expect(third.code).toBe(1);
      expect(third.output).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(third.output).toContain('PORT=');
      expect(third.output).not.toMatch(/\n\s+at /);
      expect(await readdir(otherDir)).toEqual([]);
      // "at once": the refused second start takes no longer than this one, refused before it opens
      // anything (a ratio of two starts on this machine, not a wall-clock number)
      expect(second.ms).toBeLessThan(third.ms * 3);

      // kill -9: the lock stays behind, stale; the next start takes over and has the data
      const lockFile = `${dataDirOf(dataDir)}.lock`;
      await first.crash();
      first = undefined;
      expect(existsSync(lockFile)).toBe(true);
      again = await startChildServer({ dataDir });
      expect(await addresses(again, token)).toEqual(saved);
      await again.stop();
      again = undefined;
      // a clean stop leaves no lock
      expect(existsSync(lockFile)).toBe(false);
    } finally {
      await first?.crash();
      await again?.crash();
    }
  }, 240_000);
});

describe('the lock in one process (lockDataDir, openDb)', () => {
  /** A process that has exited (and been reaped): its pid is free. */
  const deadPid = () =>
    new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
      child.once('exit', () => resolve(child.pid ?? 0));
    });

  it('a second open of a folder in the same process is refused like one from another process', async () => {
    const folder = dataDirOf(await tempDir('lock-same'));
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
