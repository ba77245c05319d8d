import type { DeploySettings } from './config';

/**
 * What a node runs with, for the start-up log (issue 15 §2): an operator comparing two nodes sees
 * at once a setting that differs. Keys are never shown, only whether they are set and how long,
 * or that the database keeps them (development).
 */
export function settingsSummary(settings: DeploySettings): string[] {
  const trust = settings.trustProxy;
  const key = (value: string | undefined, used = true) =>
    !used ? 'not used' : value === undefined ? 'kept in the database' : `set (${value.length} characters)`;
  return [
    `Settings: NODE_ENV=${settings.production ? 'production' : 'development'}, database ${settings.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ` +
      `FILE_STORE=${settings.fileStore}, PUBLIC_URL=${settings.publicUrl ?? '(the address it listens on)'}, ` +
      `PAYMENT_GATEWAY=${settings.paymentGateway}, TRUST_PROXY=${trust === false ? 'none' : Array.isArray(trust) ? trust.join(',') : `${trust} hop(s)`}, ` +
      `PARTNER_ORIGINS=${settings.partnerOrigins.join(',') || 'none'}`,
    `Keys: CAPTCHA_HMAC_KEY ${key(settings.secrets.captchaKey)}, CHAT_SSO_SECRET ${key(settings.secrets.chatSecret)}, ` +
      `SANDBOX_GATEWAY_SECRET ${key(settings.secrets.sandboxSecret, settings.paymentGateway === 'sandbox')}`,
  ];
}
