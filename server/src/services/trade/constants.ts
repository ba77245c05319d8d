/** Orders whose goods reach this get free shipping (spec §1 "{amount}", not shown to buyers). */
export const FREE_SHIPPING_CENTS = 150_000
/** Shipping of an order below the free-shipping amount. */
export const FLAT_FREIGHT_CENTS = 9_900
