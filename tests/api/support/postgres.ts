/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temp dir, start
 * `postgres` on a free port (as the `postgres` user when we are root, since PostgreSQL refuses
 * to run as root), create a database, and remove everything on stop().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** `postgres://…` of a fresh, empty database */
  url: string;
  stop(): Promise<void>;
}

export function postgresAvailable(): boolean {
  return process.env.VITRINA_TEST_PG !== '0' && existsSync(join(BIN, 'initdb')) && existsSync(join(BIN, 'postgres'));
}

/** uid/gid to run as: the `postgres` account when root, else ourselves. */
export function runAs(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) throw new Error('[vitrina] running as root needs a "postgres" user to start PostgreSQL (see /etc/passwd)');
  return { uid: Number(uid), gid: Number(gid) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(BIN, command), args, { stdio: ['ignore', 'pipe', 'pipe'], ...user });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`[vitrina] ${command} failed (${code}):\n${output}`))));
  });
}

async function waitUntilReady(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`[vitrina] postgres exited early:\n${log()}`);
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`[vitrina] postgres did not start in 30 s:\n${log()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startPostgres(): Promise<PostgresCluster> {
  const user = runAs();
  const dir = await mkdtemp(join(tmpdir(), 'vitrina-pg-'));
  if (user) await chown(dir, user.uid, user.gid);
  const dataDir = join(dir, 'data');
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], user);
  const port = await freePort();
  // Durability is worthless for a test cluster; skipping fsync makes it several times faster.
  const child = spawn(
    join(BIN, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-F',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], ...user },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // fast shutdown
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(port, child, () => output);
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query('create database vitrina');
    await admin.end();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/vitrina`, stop };
}
