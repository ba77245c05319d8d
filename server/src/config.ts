import { join, resolve } from 'node:path';
import { partnerOriginsOf } from './http/partner-origins';
import { parsePublicUrl } from './http/public-url';
import { type TrustProxy, trustProxyOf } from './http/trust-proxy';
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
  return { production, paymentGateway, publicUrl, partnerOrigins, trustProxy };
}
