import type { FastifyRequest } from 'fastify';
import type { Db } from './db/types';
import { createAssetUrl } from './http/asset-url';
import type { AppSettings } from './domains/services';
import type { Sessions } from './services/auth/sessions';
import type { CartService } from './services/cart/cart-service';
import type { MailTransport } from './services/mail/mail-transport';
import type { SmsTransport } from './services/sms/sms-transport';

/** Everything routes need, made once per app: the services over one database and one clock. */
export function createContext(options: {
  db: Db;
  clock: () => number;
  publicUrl: () => string;
  smsTransport: SmsTransport;
  mailTransport: MailTransport;
  settings: AppSettings;
  /** the sessions of the accounts service (domains/accounts), shared while routes move to their domains */
  sessions: Sessions;
  /** the cart service (domains/cart), shared while routes move to their domains */
  cart: CartService;
}) {
  const { db, clock } = options;
  const absoluteUrl = createAssetUrl(options.publicUrl);
  const { sessions } = options;
  return {
    db,
    clock,
    smsTransport: options.smsTransport,
    mailTransport: options.mailTransport,
    settings: options.settings,
    /** `/path` → absolute URL on the configured public URL (never the request's Host) */
    absoluteUrl,
    /**
     * `(request) => (path) => absolute URL`, for services that take a plain resolver. The request
     * is not read (absolute URLs never follow its Host); the shape stays for its many callers.
     */
    assets: (_request: FastifyRequest) => absoluteUrl,
    cart: options.cart,
    sessions,
  };
}

export type AppContext = ReturnType<typeof createContext>;
