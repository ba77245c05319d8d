// The cart count as the server has it (asked with the page's own session) and as the mini cart
// shows it: the badge caps at "99+" (spec §2), so a test compares the two through `shownCount`.
import type { BrowserContext, Page } from 'playwright-core';

/** The `cartcount` call of the mall family, with the access token the browser holds for `origin`. */
export async function serverCartCount(ctx: BrowserContext, origin: string, api = origin): Promise<number> {
  const token = (await ctx.cookies(origin)).find((c) => c.name === 'access_token')?.value;
  if (!token) throw new Error(`no access_token cookie for ${origin}`);
  const reply = await fetch(`${api}/api/mallpcapi/orderCart/cartcount?lang=es_MX`, {
    method: 'POST',
    headers: { Authorization: decodeURIComponent(token), 'content-type': 'application/x-www-form-urlencoded' },
    body: 'shipmentType=1',
  });
  return ((await reply.json()) as { result: number }).result;
}

/** What the badge must read for `count` items: nothing for 0, the number, or "99+". */
export const shownCount = (count: number): string | null => (count <= 0 ? null : count > 99 ? '99+' : String(count));

/** What the mini cart's badge reads now (null when it shows none). */
export async function badgeShown(page: Page): Promise<string | null> {
  const badge = page.locator('vitrina-mini-cart >> [data-testid=badge]');
  return (await badge.count()) ? await badge.textContent() : null;
}
