import { StartupError } from '../startup-error';

/**
 * The partner pages a payment may return to (`PARTNER_ORIGINS`, comma separated origins). A
 * widget on a partner page asks the gateway to send the buyer back to that page; the server
 * sends it there only when the page's origin is on this list, so no caller can turn the signed
 * gateway form into an open redirect. Development defaults to the examples' origin
 * (`http://127.0.0.1:$PARTNER_PORT`, 8081); production has no default.
 */
export function partnerOriginsOf(
  value: string | undefined,
  { production, partnerPort }: { production: boolean; partnerPort?: string | undefined },
): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return production ? [] : [`http://127.0.0.1:${partnerPort?.trim() || '8081'}`];
  return items.map(parsePartnerOrigin);
}

function parsePartnerOrigin(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search
  ) {
    throw new StartupError(`PARTNER_ORIGINS must list origins like https://partner.example, with no path (got "${value}")`);
  }
  return url.origin;
}

/**
 * The page a gateway may send the buyer back to, as asked by a widget: an absolute http(s) URL
 * whose origin is one of `allowed`, without credentials or fragment; undefined for anything
 * else (a foreign origin, a malformed or relative URL, `javascript:`), and the caller falls back
 * to the marketplace's own page.
 */
export function allowedReturnPage(value: string | undefined, allowed: readonly string[]): URL | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || !allowed.includes(url.origin)) return undefined;
  url.hash = '';
  return url;
}
