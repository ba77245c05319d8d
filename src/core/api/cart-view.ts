// The whole cart, for the pages that read all of it (the cart page). The shared runtime checks
// only what it reads of a cart reply (contract/types-cart-glance.ts), since every struct it holds
// ships to every partner page; a page that reads the rest checks the rest before it reads it.
import { create, StructError } from 'superstruct';
import { CartView } from '../contract/types-cart';
import type { CartGlance } from '../contract/types-cart-glance';
import { ApiError } from '../errors';

const PATH = '/buyer/trade/carts/all';

/** The cart `$cart` holds, checked whole; an ApiError `SHAPE` naming the first wrong field otherwise. */
export function wholeCart(cart: CartGlance): CartView {
  try {
    return create(cart, CartView);
  } catch (error) {
    const detail = error instanceof StructError ? `${error.path.join('.') || '(reply)'}: ${error.message}` : String(error);
    throw new ApiError(`Unexpected reply from ${PATH} at ${detail}`, 200, 'SHAPE', PATH, cart, { cause: error });
  }
}
