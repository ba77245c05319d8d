// The cart's state, one per page: the loaded cart, its loading state, and the badge's count.
import { atom, type ReadableAtom } from 'nanostores';
import { fetchCart, fetchCartCount, type CartGlance } from '../api/cart';
import { accessToken, refreshToken } from '../session';

export const CART_BADGE_CAP = 99;

export const $cart = atom<CartGlance | null>(null);
export const $cartState = atom<'idle' | 'loading' | 'error'>('idle');
/** The server's last answer to the count call (or an add): the badge's number while no cart is loaded. */
export const $countReply = atom(0);

/**
 * Units of the lines that can be bought, of both shipment types: what the server's count call
 * counts (invalid lines are the ones it leaves out), so the badge reads the same either way.
 */
export const cartUnits = (cart: CartGlance): number =>
  cart.cart_list.reduce((sum, shop) => shop.sku_list.reduce((n, sku) => (sku.invalid === 1 ? n : n + sku.num), sum), 0);

const count = atom(0);
/** The badge's count: from the loaded cart when there is one, from the server's count call otherwise. */
export const $cartCount: ReadableAtom<number> = count;
const derive = () => {
  const cart = $cart.get();
  count.set(cart ? cartUnits(cart) : $countReply.get());
};
$cart.listen(derive);
$countReply.listen(derive);

const loggedIn = () => Boolean(accessToken() || refreshToken());

/** "99+" above the cap (spec §2). */
export const badgeText = (n: number): string => (n > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(n));

export async function refreshCartCount(): Promise<void> {
  $countReply.set(loggedIn() ? await fetchCartCount() : 0);
}

/**
 * Edits made on this page (cart/edits.ts), and those the server has not answered yet. A cart read
 * that began before an edit, or while one is on its way, may come back without it: shown, it would
 * undo what the buyer sees, and the next "+" would count from the old number (a cart mounted again
 * right after an edit did exactly that). Such a read is dropped: the edit's own reload follows.
 */
let editsMade = 0;
let editsUnanswered = 0;

/** An edit starts: call the returned function once the server has answered it. */
export function editStarted(): () => void {
  editsMade += 1;
  editsUnanswered += 1;
  let answered = false;
  return () => {
    if (answered) return;
    answered = true;
    editsUnanswered -= 1;
  };
}

export async function refreshCart(): Promise<void> {
  if (!loggedIn()) {
    $cart.set(null);
    return;
  }
  $cartState.set('loading');
  const made = editsMade;
  // the server may take this read before an edit it has not answered yet, even once it answers
  const settled = editsUnanswered === 0;
  try {
    const cart = await fetchCart();
    if (settled && editsMade === made && editsUnanswered === 0) $cart.set(cart);
    $cartState.set('idle');
  } catch (error) {
    $cartState.set('error');
    throw error;
  }
}

/** Reloads what this page holds of the cart: the whole cart once loaded (the count follows it), else the count. */
export const refreshLoaded = (): Promise<void> => ($cart.get() ? refreshCart() : refreshCartCount());

export function clearCart(): void {
  // the count first: the badge then goes from the cart's count to 0 in one step
  $countReply.set(0);
  $cart.set(null);
}
