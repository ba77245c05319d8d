import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, test } from 'vitest';
import { MIN_FREE_BYTES, makeRunTmp, pickFastTmp, sweepStaleRuns } from '../../scripts/fast-tmp.mjs';

const GiB = 1024 ** 3;
const free = (bytes: number) => ({ bavail: bytes / 4096, bsize: 4096 });

describe('where npm test puts its temporary files', () => {
  test.each([
    ['tmpfs with room', { '/dev/shm': free(8 * GiB) }, '/dev/shm'],
    ['exactly the minimum', { '/dev/shm': free(MIN_FREE_BYTES) }, '/dev/shm'],
    ["Docker's 64 MB /dev/shm", { '/dev/shm': free(64 * 1024 ** 2) }, undefined],
    ['no /dev/shm', {}, undefined],
  ] as const)('%s', (_, disks, expected) => {
    const statfs = (dir: string) => {
      const info = (disks as Record<string, { bavail: number; bsize: number }>)[dir];
      if (!info) throw Object.assign(new Error(`ENOENT: ${dir}`), { code: 'ENOENT' });
      return info;
    };
    expect(pickFastTmp({ statfs })).toBe(expected);
  });

  test('the first candidate with room wins', () => {
    const statfs = (dir: string) => (dir === '/small' ? free(GiB) : free(4 * GiB));
    expect(pickFastTmp({ candidates: ['/small', '/big', '/other'], statfs })).toBe('/big');
  });

  test("the run's folder is open to other users as /tmp is (PostgreSQL runs as its own user), and goes with remove()", () => {
    const base = mkdtempSync(`${tmpdir()}/fast-tmp-test-`);
    try {
      const run = makeRunTmp({ candidates: [base], statfs: () => free(4 * GiB) });
      expect(run?.dir.startsWith(`${base}/vitrina-test-${process.pid}-`)).toBe(true);
      expect(statSync(run?.dir ?? '').mode & 0o7777).toBe(0o1777);
      run?.remove();
      expect(existsSync(run?.dir ?? '')).toBe(false);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  test("a run's start removes the folders of runs whose process is gone, and nothing else", () => {
    const base = mkdtempSync(`${tmpdir()}/fast-tmp-sweep-`);
    try {
      for (const name of ['vitrina-test-111-aaaa', 'vitrina-test-222-bbbb', 'vitrina-test-cccc', 'other-333-dddd'])
        mkdirSync(`${base}/${name}`);
      sweepStaleRuns(base, (pid) => pid === 222);
      expect(readdirSync(base).sort()).toEqual(['other-333-dddd', 'vitrina-test-222-bbbb', 'vitrina-test-cccc']);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  test('without room, nothing is made and the system folder stays', () => {
    expect(makeRunTmp({ candidates: ['/no/such/place'] })).toBeUndefined();
  });
});
