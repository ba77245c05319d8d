import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { partnerOriginsOf } from './http/partner-origins';
import { parsePublicUrl } from './http/public-url';
import { type TrustProxy, trustProxyOf } from './http/trust-proxy';
import { FILE_STORE_NAMES, type FileStoreName } from './services/files/file-store';
import { paymentGatewayOf, type PaymentGatewayName } from './services/payment/gateway-config';
import { StartupError } from './startup-error';

/** Where things live under DATA_DIR (default `.data`): the PGlite cluster and stored uploads. */
export function dataDirOf(dataDir: string | undefined): string {
  return join(resolve(dataDir ?? '.data'), 'pglite');
}

export function uploadsDirOf(dataDir: string | undefined): string {
  return join(resolve(dataDir ?? '.data'), 'uploads');
}

/** What `createApp` and `startServer` take from the environment when not given as options. */
export interface DeploySettings {
  /** NODE_ENV=production */
  production: boolean;
  paymentGateway: PaymentGatewayName;
  /** PUBLIC_URL as an origin; undefined in development means "where the server listens" */
  publicUrl: string | undefined;
  /** PARTNER_ORIGINS: the partner pages a payment may return to */
  partnerOrigins: readonly string[];
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (http/trust-proxy.ts) */
  trustProxy: TrustProxy;
  /** FILE_STORE: where uploaded files live (services/files); the database's own store on PostgreSQL unless set */
  fileStore: FileStoreName;
  /** the database this node opens */
  database: 'pglite' | 'postgres';
  /** what the operator should know at start, though the node can run (printed by startServer) */
  warnings: readonly string[];
  /** the keys this node signs with, from the environment; those unset are kept in the database (development only) */
  secrets: SigningSecrets;
}

/** The keys every node must share: whatever one node signs, another checks. */
export interface SigningSecrets {
  /** CAPTCHA_HMAC_KEY: the login captcha's proof-of-work challenges */
  captchaKey?: string;
  /** CHAT_SSO_SECRET: chat tickets, shared with the chat provider */
  chatSecret?: string;
  /** SANDBOX_GATEWAY_SECRET: the sandbox gateway's forms and notifications */
  sandboxSecret?: string;
}

const SECRET_VARIABLES: Record<keyof SigningSecrets, { variable: string; min: number; signs: string }> = {
  captchaKey: { variable: 'CAPTCHA_HMAC_KEY', min: 32, signs: "the login captcha's challenges" },
  chatSecret: { variable: 'CHAT_SSO_SECRET', min: 32, signs: 'chat tickets' },
  sandboxSecret: { variable: 'SANDBOX_GATEWAY_SECRET', min: 32, signs: "the sandbox gateway's forms and notifications" },
};

/**
 * The signing keys from options, else the environment. A key that is set must be long enough. In
 * production every key the node signs with must be set (the sandbox's only with the sandbox, which
 * production refuses anyway): one made up by each process is what broke payments and chat across
 * nodes, and one kept in the database would outlive a leak of it unnoticed. Development keeps them
 * in the database (services/secrets), so a second node and a restart agree.
 */
function signingSecretsOf(
  given: SigningSecrets,
  env: Record<string, string | undefined>,
  production: boolean,
  sandbox: boolean,
): SigningSecrets {
  const secrets: SigningSecrets = {};
  const missing: string[] = [];
  for (const [name, rule] of Object.entries(SECRET_VARIABLES) as [
    keyof SigningSecrets,
    (typeof SECRET_VARIABLES)[keyof SigningSecrets],
  ][]) {
    const value = given[name] ?? (env[rule.variable]?.trim() || undefined);
    if (value !== undefined && value.length < rule.min) {
      throw new StartupError(`${rule.variable} must have at least ${rule.min} characters (it signs ${rule.signs})`);
    }
    if (value !== undefined) secrets[name] = value;
    else if (production && (name !== 'sandboxSecret' || sandbox)) missing.push(`${rule.variable} (signs ${rule.signs})`);
  }
  if (missing.length > 0) {
    throw new StartupError(
      `NODE_ENV=production needs every key the nodes sign with, the same on every node: set ${missing.join(', ')}; e.g. openssl rand -hex 32`,
    );
  }
  return secrets;
}

/**
 * Options first, then the environment; a bad or missing setting is a `StartupError` naming the
 * variable, raised before anything is opened. Production needs PUBLIC_URL (the listening
 * address behind a load balancer is no URL a buyer can open) and no sandbox gateway.
 */
export function deploySettings(
  options: {
    production?: boolean;
    paymentGateway?: PaymentGatewayName;
    publicUrl?: string;
    partnerOrigins?: readonly string[];
    trustProxy?: TrustProxy;
    secrets?: SigningSecrets;
    fileStore?: FileStoreName;
    /** the database this node opens; DATABASE_URL set means PostgreSQL when omitted */
    database?: 'pglite' | 'postgres';
  },
  env: Record<string, string | undefined> = process.env,
): DeploySettings {
  const production = options.production ?? env.NODE_ENV === 'production';
  const paymentGateway = paymentGatewayOf(options.paymentGateway ?? env.PAYMENT_GATEWAY, production);
  const configured = options.publicUrl ?? (env.PUBLIC_URL?.trim() || undefined);
  const publicUrl = configured === undefined ? undefined : parsePublicUrl(configured);
  if (production && !publicUrl) {
    throw new StartupError(
      'NODE_ENV=production needs PUBLIC_URL, the origin buyers open this server at (e.g. https://shop.example): image, payment and chat URLs are built from it',
    );
  }
  const partnerOrigins = options.partnerOrigins
    ? partnerOriginsOf(options.partnerOrigins.join(','), { production })
    : partnerOriginsOf(env.PARTNER_ORIGINS, { production, partnerPort: env.PARTNER_PORT });
  const trustProxy = options.trustProxy ?? trustProxyOf(env.TRUST_PROXY);
  const secrets = signingSecretsOf(options.secrets ?? {}, env, production, paymentGateway === 'sandbox');
  const database = options.database ?? (env.DATABASE_URL?.trim() ? 'postgres' : 'pglite');
  const fileStore = options.fileStore ?? fileStoreOf(env.FILE_STORE, database);
  const warnings = database === 'postgres' && fileStore === 'disk' ? [DISK_ON_POSTGRES] : [];
  return { production, paymentGateway, publicUrl, partnerOrigins, trustProxy, secrets, database, fileStore, warnings };
}

/**
 * FILE_STORE: `disk` (this node's DATA_DIR/uploads) or `postgres` (the database every node shares).
 * Unset, it follows the database: PostgreSQL is what several nodes share, so their files go there
 * too; PGlite is one process's own database, so its files stay on that process's disk.
 */
function fileStoreOf(value: string | undefined, database: 'pglite' | 'postgres'): FileStoreName {
  const name = value?.trim() || (database === 'postgres' ? 'postgres' : 'disk');
  const known = FILE_STORE_NAMES.find((candidate) => candidate === name);
  if (!known) throw new StartupError(`FILE_STORE must be one of ${FILE_STORE_NAMES.join(', ')} (got ${JSON.stringify(name)})`);
  return known;
}

/**
 * Said, not refused: it takes writing FILE_STORE=disk to get here, and one node on PostgreSQL
 * with a backed-up disk is a sound deployment. With a second node it is not, and nothing else
 * would say so until a buyer's avatar answers 404.
 */
const DISK_ON_POSTGRES =
  "FILE_STORE=disk on PostgreSQL: uploaded files stay on this node's disk (DATA_DIR/uploads), so any other node behind the same balancer answers 404 for them and refuses them as attachments. " +
  'Unset FILE_STORE (PostgreSQL keeps them, for every node) unless this is the only node.';

/**
 * What to say when this node's uploads folder holds files another store is used for: a PostgreSQL
 * site from before FILE_STORE followed the database kept its files there, and they are not served
 * from the shared store until copied into it. Nothing else would say so.
 */
export function filesLeftOnDisk(fileStore: FileStoreName, uploadsDir: string): string | undefined {
  if (fileStore === 'disk') return undefined;
  let held = false;
  try {
    held = readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).some((entry) => entry.isFile());
  } catch {
    // no folder (or none readable): nothing left behind
  }
  return held
    ? `${uploadsDir} holds uploaded files, but FILE_STORE is ${fileStore} (the default on PostgreSQL), so they are not served. ` +
        'Set FILE_STORE=disk to keep serving them from this node, or copy them into the store and remove them.'
    : undefined;
}
