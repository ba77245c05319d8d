/**
 * PgBouncer in transaction mode in front of the run's PostgreSQL cluster (Debian's `pgbouncer`;
 * `.ci/run` installs it), as a deployment puts it between many API nodes and one database: every
 * transaction may get another server connection, so no session state may be relied on.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, runAs } from './postgres';

const BIN = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export const pgbouncerAvailable = (): boolean => existsSync(BIN);

export interface PgBouncer {
  /** `databaseUrl` with its host and port replaced by the pooler's */
  through(databaseUrl: string): string;
  stop(): Promise<void>;
}

export async function startPgBouncer(clusterUrl: string): Promise<PgBouncer> {
  const cluster = new URL(clusterUrl);
  const user = runAs();
  const dir = await mkdtemp(join(tmpdir(), 'vitrina-pgbouncer-'));
  if (user) await chown(dir, user.uid, user.gid);
  const port = await freePort();
  const config = join(dir, 'pgbouncer.ini');
  await writeFile(
    config,
    [
      '[databases]',
      `* = host=${cluster.hostname} port=${cluster.port} user=postgres`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 400',
      'default_pool_size = 20',
      'ignore_startup_parameters = extra_float_digits,options',
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
    ].join('\n'),
  );
  if (user) await chown(config, user.uid, user.gid);
  const child = spawn(BIN, [config], { stdio: ['ignore', 'pipe', 'pipe'], ...user });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const through = (databaseUrl: string) => {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`[vitrina] pgbouncer exited early:\n${output}`);
    const client = new pg.Client({ connectionString: through('postgres://postgres@localhost/postgres') });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`[vitrina] pgbouncer did not answer in 15 s:\n${output}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { through, stop };
}
