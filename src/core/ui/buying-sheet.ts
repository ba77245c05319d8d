// The buying pages' sheet: the cart's lines (which the cart widget adopts alone) and what the order
// form, cashier, orders and snapshot pages add to them, in that order, so the pages adapt the lines.
import lines from './buy-lines.css?inline';
import buying from './buying.css?inline';

export const buyingCss = lines + buying;
