/**
 * The reference buyer API as a process: `tsx server/src/main.ts` (PORT, HOST, DATABASE_URL,
 * DATA_DIR, CORS_ORIGINS, PARTNER_ORIGINS, PUBLIC_URL, PAYMENT_GATEWAY, NODE_ENV, SMS_TRANSPORT, SMS_GATEWAY_*,
 * MAIL_TRANSPORT, MAIL_GATEWAY_*, MAIL_FROM), or in-process through `startServer` for scripts and tests.
 */
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp } from './app';
import { dataDirOf, deploySettings, type DeploySettings, filesLeftOnDisk, uploadsDirOf } from './config';
import { settingsSummary } from './settings-summary';
import { noteDataDirUrl } from './db/data-dir-lock';
import { openDb } from './db/open';
import { analyze } from './repos/maintenance';
import type { Db } from './db/types';
import { DEFAULT_PRODUCTS, DEMO_MEMBERS, ensureSeeded } from './seed';
import { mailTransportFromEnv } from './services/mail/mail-config';
import type { MailTransport } from './services/mail/mail-transport';
import { smsTransportFromEnv } from './services/sms/sms-config';
import type { SmsTransport } from './services/sms/sms-transport';
import type { PaymentGatewayName } from './services/payment/gateway-config';
import { ensurePortFree, portInUseError, refuseHeldDataDir } from './startup-checks';
import { StartupError } from './startup-error';
import { registerWeb } from './web';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface StartServerOptions {
  /** 0 picks a free port; default PORT or 8080 */
  port?: number;
  /** default HOST or localhost */
  host?: string;
  /** `postgres://…` for PostgreSQL; PGlite otherwise */
  databaseUrl?: string;
  /** PGlite data and uploads live here; omitted: an in-memory database and a temporary uploads dir */
  dataDir?: string;
  /** products seeded into an empty database */
  products?: number;
  /** in-memory PGlite only: start from this data-directory tarball (tests: a seeded template) */
  loadDataDir?: Blob;
  /** no SMS lines on the console */
  quiet?: boolean;
  /** where SMS codes go; default: as SMS_TRANSPORT says (the console when unset) */
  smsTransport?: SmsTransport;
  /** where verification mails go; default: as MAIL_TRANSPORT says (the console when unset) */
  mailTransport?: MailTransport;
  /** request log (pino) */
  log?: boolean;
  /** built bundles; default `dist/` of the repository */
  distDir?: string;
  corsOrigins?: readonly string[];
  /** partner pages a payment may return to; default PARTNER_ORIGINS, else (development) the examples' origin */
  partnerOrigins?: readonly string[] | (() => readonly string[]);
  /** the origin of absolute URLs in replies; default PUBLIC_URL, else the address it listens on */
  publicUrl?: string;
  /** default PAYMENT_GATEWAY, else sandbox (refused in production) */
  paymentGateway?: PaymentGatewayName;
  /** default NODE_ENV=production */
  production?: boolean;
}

export interface RunningServer {
  url: string;
  /** what it runs with (config.ts), for the start-up log */
  settings: DeploySettings;
  /** the open database, for scripts and browser tests that arrange state (e.g. switch the site off) */
  db: Db;
  /** the listening HTTP server (tests watch its `request` events) */
  http: Server;
  /**
   * Stops taking connections, lets every request already received finish, then closes the
   * database; idle keep-alive connections are closed at once. New requests meanwhile get 503.
   */
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // Before opening anything: a misconfigured SMS or mail gateway stops the start, not the first login.
  const smsTransport = options.smsTransport ?? smsTransportFromEnv(process.env, options.quiet ? () => undefined : console.log);
  const mailTransport = options.mailTransport ?? mailTransportFromEnv(process.env, options.quiet ? () => undefined : console.log);
  const partners = options.partnerOrigins;
  const settings = deploySettings({
    ...options,
    database: options.databaseUrl ? 'postgres' : 'pglite',
    partnerOrigins: typeof partners === 'function' ? undefined : partners,
  });
  for (const warning of settings.warnings) console.warn(`[vitrina] warning: ${warning}`);
  const leftBehind = options.dataDir ? filesLeftOnDisk(settings.fileStore, uploadsDirOf(options.dataDir)) : undefined;
  if (leftBehind) console.warn(`[vitrina] warning: ${leftBehind}`);
  const host = options.host ?? 'localhost';
  const port = options.port ?? 8080;
  const pgliteDir = options.dataDir && !options.databaseUrl ? dataDirOf(options.dataDir) : undefined;
  // A second start on a folder or port in use stops here, having touched nothing (issue 9);
  // openDb then takes the folder's lock for real.
  if (options.dataDir && pgliteDir) refuseHeldDataDir(options.dataDir, pgliteDir, port);
  await ensurePortFree(port, host);
  const db = await openDb({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(pgliteDir ? { dataDir: pgliteDir } : {}),
    ...(options.loadDataDir && !pgliteDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const scratch = options.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'vitrina-uploads-'));
  try {
    const { seeded } = await ensureSeeded(db, { products: options.products ?? DEFAULT_PRODUCTS });
    // PGlite runs no autovacuum: without this its planner statistics would date from the seed
    // however many orders, goods and members came since (PostgreSQL keeps its own current).
    if (!seeded && db.kind === 'pglite') await analyze(db);
    // Without PUBLIC_URL, URLs are made on the address we listen on, known once listening.
    let listening = '';
    const app = await createApp({
      db,
      log: options.log ?? false,
      uploadsDir: scratch ?? uploadsDirOf(options.dataDir),
      smsTransport,
      mailTransport,
      ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
      partnerOrigins: typeof partners === 'function' ? partners : settings.partnerOrigins,
      publicUrl: settings.publicUrl ?? (() => listening),
      paymentGateway: settings.paymentGateway,
      production: settings.production,
      fileStore: settings.fileStore,
    });
    await registerWeb(app, options.distDir ?? join(ROOT, 'dist'), { production: settings.production, db });
    try {
      await app.listen({ port, host });
    } catch (error) {
      await app.close();
      throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? portInUseError(port, host, error) : error;
    }
    const address = app.server.address();
    const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    listening = `http://${shownHost}:${typeof address === 'object' && address ? address.port : port}`;
    if (pgliteDir) noteDataDirUrl(pgliteDir, listening);
    return {
      url: listening,
      settings,
      db,
      http: app.server,
      async close() {
        await app.close();
        await db.close();
        if (scratch) await rm(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await db.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}

function listFromEnv(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

/**
 * The start options the environment gives: `npm start` (scripts/start.mjs) and the server alone
 * (`node server/src/main.ts`) read the same variables the same way (`HOST` was once read by the
 * second only). Settings read where they are used (PUBLIC_URL, PARTNER_ORIGINS, PAYMENT_GATEWAY,
 * NODE_ENV…: config.ts) are not repeated here.
 */
export function startOptionsFromEnv(env: Record<string, string | undefined> = process.env): StartServerOptions {
  const corsOrigins = listFromEnv(env.CORS_ORIGINS);
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new StartupError(`PORT must be a port number (0–65535; 0 picks a free one), not "${env.PORT}"`);
  const products = env.SEED_PRODUCTS ? Number(env.SEED_PRODUCTS) : undefined;
  if (products !== undefined && !(Number.isInteger(products) && products >= 1 && products <= 2_000_000))
    throw new StartupError(`SEED_PRODUCTS must be a whole number of products from 1 to 2000000, not "${env.SEED_PRODUCTS}"`);
  return {
    port,
    host: env.HOST || 'localhost',
    ...(products !== undefined ? { products } : {}),
    dataDir: env.DATA_DIR || join(ROOT, '.data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(corsOrigins ? { corsOrigins } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    log: env.LOG === '1',
  };
}

/** How long a stop waits for requests in flight (Kubernetes' default grace period is 30 s). */
const STOP_DEADLINE_MS = 20_000;

async function main(): Promise<void> {
  const server = await startServer(startOptionsFromEnv());
  console.log(`\n  Vitrina buyer API on ${server.url}`);
  console.log(`    Storefront ${server.url}/   API ${server.url}/api/   SDK ${server.url}/sdk/loader.js`);
  console.log(`    Demo accounts: ${DEMO_MEMBERS.map((m) => `${m.username} / ${m.password}`).join(', ')}`);
  for (const line of settingsSummary(server.settings)) console.log(`    ${line}`);
  console.log('');
  // SIGTERM (a deploy, a scale-in): finish what was received, then exit; a request that hangs
  // does not keep the node from stopping past the orchestrator's grace period.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`[vitrina] requests still running ${STOP_DEADLINE_MS / 1000} s after the stop signal: exiting anyway`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main().catch((error: unknown) => {
    if (!(error instanceof StartupError)) throw error;
    // a setting or a folder/port in use: the message says what to do; a stack would bury it
    console.error(error.message);
    process.exit(1);
  });
}
