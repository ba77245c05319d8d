/** Throwaway buyers for trade tests: a member row and a session, without scrypt's cost per login. */
import { createSessions } from '../../../server/src/services/auth/sessions';
import type { ApiHarness } from './backends';

let serial = 0;

export async function newBuyer(api: ApiHarness): Promise<{ id: number; token: string }> {
  serial += 1;
  const { rows } = await api.db.query<{ id: number }>(
    `insert into member (id, username, password_hash, mobile, created_at)
     values (nextval('member_id_seq'), $1, 'x', null, 0) returning id`,
    [`tb-${process.pid}-${Date.now().toString(36)}-${serial}`],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('[vitrina] test buyer was not created');
  return { id, token: await createSessions(api.db, Date.now).login(id, null) };
}

export async function newBuyers(api: ApiHarness, n: number): Promise<{ id: number; token: string }[]> {
  const buyers = [];
  for (let i = 0; i < n; i += 1) buyers.push(await newBuyer(api));
  return buyers;
}

export interface StockedSku {
  sku_id: number;
  goods_id: number;
  shop_id: number;
  quantity: number;
  package_unit: number;
  price_cents: number;
}

/** In-stock skus on sale, `count` of them, at least `packages` packages each, optionally from distinct shops. */
export async function stockedSkus(
  api: ApiHarness,
  count: number,
  options: { packages?: number; unit?: 'one' | 'many'; offset?: number } = {},
): Promise<StockedSku[]> {
  const unit = options.unit === 'one' ? 'and g.package_unit = 1' : options.unit === 'many' ? 'and g.package_unit > 1' : '';
  const { rows } = await api.db.query<StockedSku>(
    `select distinct on (g.shop_id) s.id as sku_id, s.goods_id, g.shop_id, s.quantity, g.package_unit, s.price_cents
     from sku s join goods g on g.id = s.goods_id
     where g.market_enable = 1 and s.quantity >= g.package_unit * $1 ${unit}
     order by g.shop_id, s.id
     offset $2 limit $3`,
    [options.packages ?? 2, options.offset ?? 0, count],
  );
  if (rows.length < count) throw new Error(`[vitrina] only ${rows.length} of ${count} stocked skus`);
  return rows;
}
