// The free-shipping amount (spec §1 "{amount}") is a site setting: site.free_freight_cents
// (migration 530), read through freight.ts.
/** Shipping of an order below the free-shipping amount. */
export const FLAT_FREIGHT_CENTS = 9_900;
