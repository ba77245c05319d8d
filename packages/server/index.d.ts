// The reference server in-process, for scripts and tests of a host app: `startServer()` as the
// repository's server/src/main.ts exports it (the options most hosts need; see its source for all).
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
  /** no SMS lines on the console */
  quiet?: boolean;
  /** request log */
  log?: boolean;
  corsOrigins?: readonly string[];
  /** partner pages a payment may return to */
  partnerOrigins?: readonly string[];
  /** the origin of absolute URLs in replies; default PUBLIC_URL, else the address it listens on */
  publicUrl?: string;
}

export interface RunningServer {
  url: string;
  /** stops taking connections, finishes the requests in flight, closes the database */
  close(): Promise<void>;
}

export function startServer(options?: StartServerOptions): Promise<RunningServer>;
/** The options PORT, HOST, DATA_DIR, DATABASE_URL, CORS_ORIGINS, PUBLIC_URL and LOG give. */
export function startOptionsFromEnv(env?: Record<string, string | undefined>): StartServerOptions;
