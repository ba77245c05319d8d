import type { Db } from '../../db/types';
import { createCartService } from '../../services/cart/cart-service';

/**
 * The cart (issue 5): lines of both shipment types, checks and quantities under the spec's rules,
 * the promotion chosen per line, the badge count. Its modules are in services/cart.
 */
export function createCartDomainService({ db, clock }: { db: Db; clock: () => number }) {
  return createCartService(db, clock);
}

export type CartDomainService = ReturnType<typeof createCartDomainService>;
