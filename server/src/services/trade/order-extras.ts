import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage } from '../../../../src/core/contract/messages';
import type { Db } from '../../db/types';
import { ApiError } from '../../http/errors';
import { findMemberSnapshot } from '../../repos/trade/order-snapshots';
import { listOrderLines } from '../../repos/trade/orders';
import type { CartService } from '../cart/cart-service';
import { snapshotReply } from './snapshot-reply';
import type { NotAdded } from '../../../../src/core/contract/types-orders';

/** Reply shapes of the contract (src/core/contract), under the names the server has always used. */
export type { NotAdded };

/** Snapshots (`GET trade/snapshots/{id}`) and buy again, over the orders of one member. */
export function createOrderExtras(db: Db, cart: CartService) {
  return {
    /** The goods of an ordered line as they were when ordered, in the reader's locale. */
    async snapshot(memberId: number, snapshotId: number, locale: Locale, resolveAsset: (path: string) => string) {
      const row = await findMemberSnapshot(db, memberId, snapshotId);
      if (!row) throw new ApiError('not_found', 'tradeSnapshotMissing');
      return snapshotReply(row, locale, resolveAsset);
    },

    /**
     * Puts the order's lines back in the cart, each the way it was bought (wholesale or
     * dropshipping) and by the cart's own rules (package unit, stock, on sale); lines that cannot be bought now are reported with the reason, the rest are added.
     */
    async buyAgain(
      memberId: number,
      sn: string,
      locale: Locale,
    ): Promise<{ added: { sku_id: number; num: number }[]; not_added: NotAdded[]; count: number }> {
      const items = await listOrderLines(db, memberId, sn);
      if (items.length === 0) throw new ApiError('not_found', 'notFound');
      const added: { sku_id: number; num: number }[] = [];
      const notAdded: NotAdded[] = [];
      for (const item of items) {
        const sku_id = Number(item.sku_id);
        const goods_id = Number(item.goods_id);
        try {
          // a line goes back the way it was bought: a dropshipped line stays dropshipping
          await cart.add(memberId, sku_id, item.num, item.shipment_type);
          added.push({ sku_id, num: item.num });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          notAdded.push({
            sku_id,
            goods_id,
            name: item.name,
            num: item.num,
            reason: formatMessage(error.messageKey, locale, error.params),
          });
        }
      }
      return { added, not_added: notAdded, count: await cart.count(memberId) };
    },
  };
}

export type OrderExtras = ReturnType<typeof createOrderExtras>;
