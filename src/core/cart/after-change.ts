// The one step after the cart changed on the server, whoever changed it (an add, the cart page's
// edits, buy again, a promotion's buy button, a placed order): this page reloads what it holds,
// other tabs are told to look again, and an add from a widget tells the host page.
import { emit } from '../events';
import { broadcast } from '../sync';
import { $cart, $countReply, refreshCart, refreshCartCount } from './store';

/**
 * `count`: the server's new count, when its reply carried one (an add), so no count call is needed.
 * `from`: where to dispatch `vitrina:cart` with `detail` for the host page, once this page holds the
 * new cart. Rejects when the reload fails; other tabs are told all the same, since the server did change.
 */
export async function afterCartChange(count?: number, from?: EventTarget, detail?: unknown): Promise<void> {
  if (count !== undefined) $countReply.set(count);
  try {
    await ($cart.get() ? refreshCart() : count === undefined && refreshCartCount());
  } finally {
    broadcast('cart');
  }
  if (from) emit(from, 'cart', detail);
}
