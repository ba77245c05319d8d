/**
 * The real server as a child process (`node --import tsx server/src/main.ts`, as `npm start` runs
 * it), for tests that must kill it: a free port, its own DATA_DIR or DATABASE_URL, ready once it
 * prints its URL.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY = /Vitrina buyer API on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 45_000;

export interface ChildServer {
  readonly url: string;
  readonly pid: number;
  /** SIGKILL: no shutdown hook runs, open transactions die with the process */
  crash(): Promise<void>;
  /** SIGTERM: the server closes its connections and database, as on a deploy */
  stop(): Promise<void>;
  output(): string;
}

export interface ChildServerOptions {
  dataDir: string;
  databaseUrl?: string;
  /** default 0, a free port */
  port?: number;
  env?: NodeJS.ProcessEnv;
  /** how long it may take to print its URL (default 45 s); a start that migrates and seeds an empty database does more */
  startTimeoutMs?: number;
}

function spawnServer(options: ChildServerOptions) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port ?? 0),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG: '0',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  // The suite's cheap password-hash cost (vitest.config.ts) is refused in production: a child
  // started as production hashes at production's cost, unless the test sets one itself.
  if (env.NODE_ENV === 'production' && !options.env?.PASSWORD_HASH_COST) delete env.PASSWORD_HASH_COST;
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A start that is expected to stop on its own (a folder or port in use, a bad setting): its exit code and output. */
export function runChildServerToExit(options: ChildServerOptions): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawnServer(options);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`[vitrina] the server did not stop in ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      process.removeListener('exit', killOnExit);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

export function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const child = spawnServer(options);
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test that fails half way must not leave a server holding the data directory.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    process.removeListener('exit', killOnExit);
  };

  const startTimeout = options.startTimeoutMs ?? START_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void end('SIGKILL');
      reject(new Error(`[vitrina] the server did not start in ${startTimeout / 1000} s:\n${log}`));
    }, startTimeout);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const url = READY.exec(log)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ url, pid: child.pid ?? 0, crash: () => end('SIGKILL'), stop: () => end('SIGTERM'), output: () => log });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      process.removeListener('exit', killOnExit);
      reject(new Error(`[vitrina] the server exited before it was ready (${code ?? signal}):\n${log}`));
    });
  });
}
