/** The signing keys a production start needs (config.ts), for tests that start one. */
export const PRODUCTION_KEYS = {
  CAPTCHA_HMAC_KEY: 'test-captcha-key-of-32-characters!',
  CHAT_SSO_SECRET: 'test-chat-sso-key-of-32-characters',
} as const;

export const PRODUCTION_SECRETS = { captchaKey: PRODUCTION_KEYS.CAPTCHA_HMAC_KEY, chatSecret: PRODUCTION_KEYS.CHAT_SSO_SECRET } as const;
