import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { dataDirHolder, describeHolder } from './db/data-dir-lock';
import { StartupError } from './startup-error';

/**
 * What `startServer` checks before it opens the database, so that a second start on a folder or
 * port in use touches nothing and says in plain words what is going on and what to do instead.
 */

const anotherCopy = (port: number) =>
  `To run a second copy at the same time, give it its own data folder and port, e.g. DATA_DIR=/another/folder PORT=${port === 0 ? 8090 : port + 10} ` +
  `(with npm start, also PARTNER_PORT=${port === 0 ? 8091 : port + 11}).`;

/** Refuses when a live process holds the PGlite folder of `dataDir` (read only: nothing is created or changed). */
export function refuseHeldDataDir(dataDir: string, pgliteDir: string, port: number): void {
  const holder = dataDirHolder(pgliteDir);
  if (!holder) return;
  const open = holder.url ? `Open ${holder.url}, or stop it first` : 'Stop it first';
  throw new StartupError(
    `Vitrina is already running with the data folder ${resolve(dataDir)} (${describeHolder(holder)}). ` +
      `${open} (Ctrl+C in its terminal, or kill ${holder.pid}). ${anotherCopy(port)}`,
  );
}

export function portInUseError(port: number, host: string, cause?: unknown): StartupError {
  return new StartupError(
    `Port ${port} on ${host} is already in use by another program (perhaps Vitrina started from another folder). ` +
      `Stop it, or pick another port: PORT=${port + 10} npm start (PARTNER_PORT too, if 8081 is taken).`,
    { cause },
  );
}

/** Binds `port` for a moment and lets it go; port 0 (any free port) is always free. */
export async function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((done, fail) => {
    probe.once('error', (error: NodeJS.ErrnoException) => fail(error.code === 'EADDRINUSE' ? portInUseError(port, host, error) : error));
    probe.listen({ port, host, exclusive: true }, () => done());
  });
  await new Promise<void>((done) => probe.close(() => done()));
}
