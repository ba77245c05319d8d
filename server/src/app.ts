import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type RouteOptions } from 'fastify';
import { deploySettings, type SigningSecrets } from './config';
import { sharedSecret } from './services/secrets/shared-secret';
import type { Db } from './db/types';
import { accountsDomain } from './domains/accounts';
import { afterSaleDomain } from './domains/after-sale';
import { complaintsDomain } from './domains/complaints';
import { cartDomain } from './domains/cart';
import { catalogueDomain } from './domains/catalogue';
import { chatDomain } from './domains/chat';
import { contentDomain } from './domains/content';
import { distributionDomain } from './domains/distribution';
import { membersDomain } from './domains/members';
import { merchantDomain } from './domains/merchant';
import { paymentDomain } from './domains/payment';
import { purchaseDomain } from './domains/purchase';
import { reviewsDomain } from './domains/reviews';
import { createServices } from './domains/services';
import { tradeDomain } from './domains/trade';
import { uploadsDomain } from './domains/uploads';
import { notFoundError, validationError } from './http/errors';
import { javashopFieldsInBody } from './http/javashop-fields';
import { DEFAULT_PUBLIC_URL, listeningUrl } from './http/public-url';
import { sendError } from './http/render';
import { registerRequestContext, requestLocale } from './http/request-context';
import { requireRouteSchemas } from './http/route-schemas';
import { serializerCompiler, validatorCompiler } from './http/schema';
import { registerHealth } from './http/health';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { FileStoreName } from './services/files/file-store';
import { openFileStore } from './services/files/open-file-store';
import { createConsoleMailTransport, type MailTransport } from './services/mail/mail-transport';
import type { PaymentGatewayName } from './services/payment/gateway-config';
import { createConsoleSmsTransport, type SmsTransport } from './services/sms/sms-transport';
import { parseSellerAccounts, type SellerAccounts } from './services/trade/seller-accounts';

export interface CreateAppOptions {
  db: Db;
  /** milliseconds since the epoch; tests move time forward to expire tokens */
  clock?: () => number;
  log?: boolean;
  /** this node's uploads folder: the disk store's (FILE_STORE=disk, the default on PGlite) */
  uploadsDir: string;
  /** where uploaded files live: `disk` (uploadsDir) or `postgres` (shared by every node); FILE_STORE when omitted, else the database's kind */
  fileStore?: FileStoreName;
  smsTransport?: SmsTransport;
  /** where verification mails go; the server log when omitted (MAIL_TRANSPORT) */
  mailTransport?: MailTransport;
  /** origins allowed to call the API from a browser; any origin when omitted (CORS_ORIGINS) */
  corsOrigins?: readonly string[];
  /**
   * The origin of every absolute URL in replies (images, payment and chat URLs): PUBLIC_URL when
   * omitted, else where the app listens, else http://localhost. Never the request's Host. A
   * function is read per URL (`startServer` knows its address only once it listens).
   */
  publicUrl?: string | (() => string);
  /**
   * The origins of partner pages a payment may return to: PARTNER_ORIGINS when omitted, else in
   * development the examples' origin. A function is read per payment (a test's partner server
   * knows its port only once it listens).
   */
  partnerOrigins?: readonly string[] | (() => readonly string[]);
  /** `sandbox` or `none`; PAYMENT_GATEWAY when omitted (default sandbox, refused in production) */
  paymentGateway?: PaymentGatewayName;
  /** NODE_ENV=production when omitted */
  production?: boolean;
  /** which proxies' X-Forwarded-For names the client; TRUST_PROXY when omitted (default: none) */
  trustProxy?: TrustProxy;
  /** the keys it signs with; CAPTCHA_HMAC_KEY, CHAT_SSO_SECRET, SANDBOX_GATEWAY_SECRET when omitted */
  secrets?: SigningSecrets;
  /** which member (username) keeps which shop, for the seller API; `SELLER_ACCOUNTS` when omitted */
  sellerAccounts?: SellerAccounts;
  /** told of every route as it is added (tests enumerate the API with it, so a new route is fuzzed too) */
  onRoute?: (route: RouteOptions) => void;
}

const BODY_LIMIT = 1024 * 1024;

/** The domains answered under `/api`, inside its CORS and error handling. */
const API_DOMAINS: Readonly<Record<string, FastifyPluginAsync>> = {
  content: contentDomain,
  catalogue: catalogueDomain,
  cart: cartDomain,
  accounts: accountsDomain,
  chat: chatDomain,
  members: membersDomain,
  trade: tradeDomain,
  payment: paymentDomain,
  purchase: purchaseDomain,
  reviews: reviewsDomain,
  afterSale: afterSaleDomain,
  complaints: complaintsDomain,
  distribution: distributionDomain,
};

/** The Fastify app of the buyer API, not listening: `main.ts` serves it, tests inject into it. */
export async function createApp(options: CreateAppOptions): Promise<FastifyInstance> {
  const given = options.publicUrl;
  const givenPartners = options.partnerOrigins;
  const settings = deploySettings({
    ...options,
    database: options.db.kind,
    publicUrl: typeof given === 'string' ? given : undefined,
    partnerOrigins: typeof givenPartners === 'function' ? undefined : givenPartners,
  });
  const app = Fastify({
    logger: options.log ? { level: 'info' } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    // A path Fastify cannot route (bad % encoding, a parameter past its length) is answered by
    // Fastify itself, before any hook, in its own shape: answer it as the API answers bad input.
    frameworkErrors: (error, request, reply) => {
      request.lang = requestLocale(request);
      const urlProblem = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return sendError(urlProblem ? validationError('requestUrlInvalid') : error, request, reply);
    },
  });
  app.addHook('onRoute', requireRouteSchemas);
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  const configured = settings.publicUrl;
  const publicUrl =
    typeof given === 'function' ? given : configured ? () => configured : () => listeningUrl(app.server.address()) ?? DEFAULT_PUBLIC_URL;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ production: settings.production }));
  const env = process.env;
  const services = createServices({
    db: options.db,
    clock: options.clock ?? Date.now,
    publicUrl,
    partnerOrigins: typeof givenPartners === 'function' ? givenPartners : () => settings.partnerOrigins,
    smsTransport: options.smsTransport ?? createConsoleSmsTransport(),
    mailTransport: options.mailTransport ?? createConsoleMailTransport(),
    settings: { production: settings.production, paymentGateway: settings.paymentGateway },
    files: openFileStore(settings.fileStore, { db: options.db, clock: options.clock ?? Date.now, uploadsDir: options.uploadsDir }),
    sellerAccounts: options.sellerAccounts ?? parseSellerAccounts(env.SELLER_ACCOUNTS),
    secrets: {
      captchaKey: settings.secrets.captchaKey,
      chatProviderUrl: env.CHAT_PROVIDER_URL,
      // Unset (development only: config.ts), the key every node keeps in the database.
      chatSecret: settings.secrets.chatSecret ?? (await sharedSecret(options.db, 'chat_sso')),
      // The sandbox gateway and we share a secret, as a real gateway and its merchant do.
      sandboxSecret:
        settings.paymentGateway === 'sandbox'
          ? (settings.secrets.sandboxSecret ?? (await sharedSecret(options.db, 'sandbox_gateway')))
          : undefined,
    },
  });
  await services.catalogue.prepare();
  app.decorate('services', services);

  // Replies are JSON or images: no CSP needed (the storefront page sets its own), but nosniff
  // and friends everywhere. Resources are cross-origin by default because widgets on partner
  // pages load our images and scripts.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  registerRequestContext(app);
  // Routes outside /api (uploads, templates) answer failures like the API: Fastify's default
  // handler would echo an internal error's message (a database error's text) to the caller.
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));

  await app.register(apiScope, { prefix: '/api', corsOrigins: options.corsOrigins });
  // Outside the /api scope, yet called by the purchase form and the distributor dialog on partner
  // pages too (issue 11): the API's CORS headers on their replies (the /api scope answers their preflight).
  await app.register(async (scope) => {
    await scope.register(cors, { ...corsOptions(options.corsOrigins), preflight: false });
    await scope.register(uploadsDomain);
    await scope.register(merchantDomain);
  });
  registerHealth(app, options.db);
  return app;
}

const corsOptions = (corsOrigins: readonly string[] | undefined) => ({
  origin: corsOrigins && corsOrigins.length > 0 ? [...corsOrigins] : '*',
  methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowedHeaders: ['Authorization', 'uuid', 'Content-Type'],
  maxAge: 600,
});

/** `/api`: CORS for partner pages, and every failure (a 404 too) answered in the API's shape. */
const apiScope: FastifyPluginAsync<{ corsOrigins: readonly string[] | undefined }> = async (api, { corsOrigins }) => {
  await api.register(cors, corsOptions(corsOrigins));
  api.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  api.setNotFoundHandler((request, reply) => sendError(notFoundError(), request, reply));
  api.addHook('preValidation', javashopFieldsInBody);
  for (const domain of Object.values(API_DOMAINS)) await api.register(domain);
};
