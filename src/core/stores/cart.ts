import { atom } from 'nanostores';
import { addToCart, fetchCart, fetchCartCount, type CartGlance } from '../api/cart';
import type { ShipmentType } from '../contract/shipment';
import { emit } from '../events';
import { broadcast } from '../sync';
import { accessToken, refreshToken } from '../session';

export const CART_BADGE_CAP = 99;

export const $cartCount = atom(0);
export const $cart = atom<CartGlance | null>(null);
export const $cartState = atom<'idle' | 'loading' | 'error'>('idle');

const loggedIn = () => Boolean(accessToken() || refreshToken());

/** "99+" above the cap (spec §2). */
export const badgeText = (count: number): string => (count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count));

export async function refreshCartCount(): Promise<void> {
  if (!loggedIn()) return $cartCount.set(0);
  $cartCount.set(await fetchCartCount());
}

export async function refreshCart(): Promise<void> {
  if (!loggedIn()) {
    $cart.set(null);
    return;
  }
  $cartState.set('loading');
  try {
    $cart.set(await fetchCart());
    $cartState.set('idle');
  } catch (error) {
    $cartState.set('error');
    throw error;
  }
}

export function clearCart(): void {
  $cart.set(null);
  $cartCount.set(0);
}

/**
 * Adds a sku, shipped as `shipmentType` (1 wholesale, 2 dropshipping), and tells everyone: the
 * count store (mini cart), other tabs, the host page (`vitrina:cart`). Rejects with the server's
 * translated reason (multiples, stock, removed).
 */
export async function addItem(
  skuId: string | number,
  num: number,
  from: EventTarget = document,
  shipmentType: ShipmentType = 1,
): Promise<number> {
  const count = await addToCart(skuId, num, shipmentType);
  $cartCount.set(count);
  if ($cart.get()) await refreshCart();
  broadcast('cart');
  emit(from, 'cart', { action: 'add', skuId, num, count, shipmentType });
  return count;
}
