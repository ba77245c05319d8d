import type { FastifyRequest } from 'fastify';
import type { Db } from './db/types';
import { createAssetUrl } from './http/asset-url';
import { createSessions } from './services/auth/sessions';
import { createCartService } from './services/cart/cart-service';
import { createMemberService } from './services/members/member-service';
import { createSuggestService } from './services/search/suggest-service';
import { createSiteService } from './services/site/site';
import type { PaymentGatewayName } from './services/payment/gateway-config';
import type { MailTransport } from './services/mail/mail-transport';
import type { SmsTransport } from './services/sms/sms-transport';

/** How this deployment is set up (see `createApp`'s options). */
export interface AppSettings {
  /** NODE_ENV=production: no sandbox money, no development defaults */
  production: boolean;
  /** `sandbox`: the built-in test gateway is mounted and offered; `none`: no online payment */
  paymentGateway: PaymentGatewayName;
}

/** Everything routes need, made once per app: the services over one database and one clock. */
export function createContext(options: {
  db: Db;
  clock: () => number;
  publicUrl: () => string;
  smsTransport: SmsTransport;
  mailTransport: MailTransport;
  settings: AppSettings;
}) {
  const { db, clock } = options;
  const absoluteUrl = createAssetUrl(options.publicUrl);
  const sessions = createSessions(db, clock);
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
    site: createSiteService(db),
    suggest: createSuggestService(db),
    cart: createCartService(db, clock),
    sessions,
    members: createMemberService(db, sessions),
  };
}

export type AppContext = ReturnType<typeof createContext>;
