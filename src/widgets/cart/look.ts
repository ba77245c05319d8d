import type { LineLook } from '../../core/ui/cart-line';

/** The cart's look of a line (cart.css). */
export const look: LineLook = { line: 'buy-line', image: 72, info: 'buy-name', tag: 'buy-ship', notice: 'buy-error', subtotal: 'buy-sub' };
