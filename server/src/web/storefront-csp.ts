/**
 * The storefront page runs under a strict CSP: its own scripts and styles only, images also
 * from blob:/data: (previews, placeholders). Widgets on partner pages live under the partner's.
 * JSON-LD blocks are data, never executed, so `script-src` does not concern them.
 */
export const STOREFRONT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'self'",
].join('; ');
