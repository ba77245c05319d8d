import type { Queryable } from '../../db/types';

/**
 * Takes `num` pieces of a sku by one conditional update: only while its goods are on sale, the
 * stock holds them, and (wholesale) `num` is whole packages. False when it does not.
 */
export async function takeSkuStock(q: Queryable, skuId: number, num: number, byThePiece: boolean): Promise<boolean> {
  const { rows } = await q.query<{ quantity: number }>(
    `update sku s set quantity = s.quantity - $2 from goods g
     where s.id = $1 and g.id = s.goods_id and g.market_enable = 1 and s.quantity >= $2 and ($3::boolean or $2 % g.package_unit = 0)
     returning s.quantity`,
    [skuId, num, byThePiece],
  );
  return rows[0] !== undefined;
}

/** The goods' shown stock and sales after its sku sold `num` pieces. */
export async function recordGoodsSold(q: Queryable, goodsId: number, num: number): Promise<void> {
  await q.query('update goods set stock = greatest(stock - $2, 0), sales = sales + $2 where id = $1', [goodsId, num]);
}

/** A cancelled order's pieces back to their sku and goods. */
export async function returnStock(q: Queryable, item: { sku_id: number; goods_id: number; num: number }): Promise<void> {
  await q.query('update sku set quantity = quantity + $2 where id = $1', [item.sku_id, item.num]);
  await q.query('update goods set stock = stock + $2, sales = greatest(sales - $2, 0) where id = $1', [item.goods_id, item.num]);
}
