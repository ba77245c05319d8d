import type { Locale } from '../../../../src/core/contract/locales';
import type { Db } from '../../db/types';
import { ApiError, notLoggedInError } from '../../http/errors';
import { findMemberUsername } from '../../repos/accounts/members';
import { findShopSnapshot } from '../../repos/trade/order-snapshots';
import type { CartService } from '../../services/cart/cart-service';
import { createPointsService } from '../../services/members/points-service';
import { createReceiptAddressBook } from '../../services/receipts/address';
import { createReceiptHistory, shopReceiptKinds } from '../../services/receipts/history';
import { createTitleBook } from '../../services/receipts/titles';
import { createZpzzBook } from '../../services/receipts/zpzz';
import { createAddressService } from '../../services/trade/address-service';
import { createCheckoutService } from '../../services/trade/checkout-service';
import { createDiscountCardService } from '../../services/trade/discount-card';
import { createDevExpressTracker, createExpressService } from '../../services/trade/express';
import { createOrderExtras } from '../../services/trade/order-extras';
import { createOrderService } from '../../services/trade/order-service';
import type { SellerAccounts } from '../../services/trade/seller-accounts';
import { snapshotReply } from '../../services/trade/snapshot-reply';

export interface TradeDeps {
  db: Db;
  clock: () => number;
  /** buy-again puts an order's lines back through the cart's own rules */
  cart: CartService;
  /** which member (username) keeps which shop, for the seller API */
  sellerAccounts: SellerAccounts;
}

/**
 * Checkout and what follows it (issue 5): shipping addresses and regions, the checkout params,
 * trade creation and balance payment, discount cards, orders, express tracking, snapshots, buy
 * again, the receipt book, and the member's points.
 */
export function createTradeService({ db, clock, cart, sellerAccounts }: TradeDeps) {
  return {
    addresses: createAddressService(db, clock),
    checkout: createCheckoutService(db, clock),
    cards: createDiscountCardService(db, clock),
    orders: createOrderService(db, clock),
    extras: createOrderExtras(db, cart),
    express: createExpressService(db, createDevExpressTracker(db)),
    receipts: {
      titles: createTitleBook(db, clock),
      zpzz: createZpzzBook(db, clock),
      address: createReceiptAddressBook(db, clock),
      history: createReceiptHistory(db),
      /** which invoices each shop issues */
      shopKinds: (shopIds: readonly number[]) => shopReceiptKinds(db, shopIds),
    },
    points: createPointsService(db),

    /** The shop the member keeps (seller API); 403 when the member keeps none. */
    async sellerShop(memberId: number | undefined): Promise<number> {
      if (memberId === undefined) throw notLoggedInError();
      const username = await findMemberUsername(db, memberId);
      const shopId = username === undefined ? undefined : sellerAccounts.get(username.toLowerCase());
      if (shopId === undefined) throw new ApiError('not_logged_in', 'sellerLoginNeeded');
      return shopId;
    },

    /** The goods of a line of an order placed with `shopId`, as they were when ordered. */
    async shopSnapshot(shopId: number, snapshotId: number, locale: Locale, asset: (path: string) => string) {
      const row = await findShopSnapshot(db, shopId, snapshotId);
      if (!row) throw new ApiError('not_found', 'tradeSnapshotNotYourShop');
      return snapshotReply(row, locale, asset);
    },
  };
}

export type TradeService = ReturnType<typeof createTradeService>;
