import type { Db } from '../db/types';
import { createAssetUrl } from '../http/asset-url';
import type { FileStore } from '../services/files/file-store';
import type { MailTransport } from '../services/mail/mail-transport';
import type { PaymentGatewayName } from '../services/payment/gateway-config';
import type { SmsTransport } from '../services/sms/sms-transport';
import type { SellerAccounts } from '../services/trade/seller-accounts';
import { createAccountsService } from './accounts/service';
import { createAfterSaleService } from '../services/after-sale/after-sale-service';
import { createSandboxRefunds } from '../services/payment/gateway-refund';
import { createDistributionService } from '../services/distribution/distribution-service';
import { createCartDomainService } from './cart/service';
import { createCatalogueService } from './catalogue/service';
import { createComplaintsService } from './complaints/service';
import { createChatDomainService } from './chat/service';
import { createContentService } from './content/service';
import { createMembersService } from './members/service';
import { createMerchantService } from './merchant/service';
import { createPaymentDomainService } from './payment/service';
import { createPurchaseService } from './purchase/service';
import { createReviewsService } from './reviews/service';
import { createTradeService } from './trade/service';
import { createUploadsService } from './uploads/service';

/** How this deployment is set up (see `createApp`'s options). */
export interface AppSettings {
  /** NODE_ENV=production: no sandbox money, no development defaults */
  production: boolean;
  /** `sandbox`: the built-in test gateway is mounted and offered; `none`: no online payment */
  paymentGateway: PaymentGatewayName;
}

/** What the services are built from: the database, the clock, the settings and the outside world. */
export interface ServiceOptions {
  db: Db;
  /** milliseconds since the epoch */
  clock: () => number;
  /** the origin of every absolute URL in replies, read when a URL is made */
  publicUrl: () => string;
  /** the origins of partner pages a payment may return to, read per payment */
  partnerOrigins: () => readonly string[];
  smsTransport: SmsTransport;
  mailTransport: MailTransport;
  settings: AppSettings;
  /** where uploaded files live (FILE_STORE: this node's disk or the shared database) */
  files: FileStore;
  /** which member (username) keeps which shop, for the seller API */
  sellerAccounts: SellerAccounts;
  /** CAPTCHA_HMAC_KEY, CHAT_PROVIDER_URL, CHAT_SSO_SECRET, SANDBOX_GATEWAY_SECRET */
  secrets: {
    captchaKey: string | undefined;
    chatProviderUrl: string | undefined;
    /** every node's: CHAT_SSO_SECRET, else (development) the one kept in the database */
    chatSecret: string;
    /** undefined without the sandbox gateway */
    sandboxSecret: string | undefined;
  };
}

/**
 * Every domain's service, built once per app. Routes reach them one way, `app.services` (see the
 * declaration below); the only dependencies between domains are passed here.
 */
export function createServices(options: ServiceOptions) {
  const { db, clock, settings, files } = options;
  /** `/path` → absolute URL on the configured public URL (never the request's Host) */
  const absoluteUrl = createAssetUrl(options.publicUrl);
  const accounts = createAccountsService({
    db,
    clock,
    smsTransport: options.smsTransport,
    mailTransport: options.mailTransport,
    absoluteUrl,
    captchaKey: options.secrets.captchaKey,
  });
  const members = createMembersService({ db, clock });
  const catalogue = createCatalogueService({ db, clock, viewed: members.collections.browsed });
  const cart = createCartDomainService({ db, clock });
  const trade = createTradeService({ db, clock, cart, sellerAccounts: options.sellerAccounts });
  const payment = createPaymentDomainService({
    db,
    clock,
    paymentGateway: settings.paymentGateway,
    production: settings.production,
    sandboxSecret: options.secrets.sandboxSecret,
    sweepExpired: trade.orders.sweepExpired,
    absoluteUrl,
    partnerOrigins: options.partnerOrigins,
  });
  return {
    absoluteUrl,
    accounts,
    catalogue,
    cart,
    trade,
    payment,
    members,
    content: createContentService({ db }),
    purchase: createPurchaseService({ db, clock }),
    merchant: createMerchantService({ db, clock, files }),
    chat: createChatDomainService({
      db,
      clock,
      providerUrl: options.secrets.chatProviderUrl,
      secret: options.secrets.chatSecret,
      absoluteUrl,
    }),
    uploads: createUploadsService({ db, clock, files }),
    reviews: createReviewsService({ db, clock }),
    afterSale: createAfterSaleService({
      db,
      clock,
      refunds: options.secrets.sandboxSecret === undefined ? undefined : createSandboxRefunds(options.secrets.sandboxSecret),
    }),
    complaints: createComplaintsService({ db, clock }),
    distribution: createDistributionService({ db, clock, storefrontUrl: absoluteUrl }),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every domain's service, decorated once on the app by `createApp`. */
    services: Services;
  }
}
