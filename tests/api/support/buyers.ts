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

/**
 * The payment type picked in this checkout, as the order form's radio does: trade/create refuses a
 * checkout without one, and each trade uses its checkout's choice up (issue 16 §6).
 */
export async function choosePayment(api: ApiHarness, token: string, type: 'ONLINE' | 'COD' = 'ONLINE'): Promise<void> {
  const reply = await api.inject({
    method: 'POST',
    url: '/api/buyer/trade/checkout-params/payment-type',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
    payload: `payment_type=${type}`,
  });
  if (reply.statusCode !== 200) throw new Error(`[vitrina] payment type not chosen: ${reply.statusCode} ${reply.body}`);
}

/**
 * Sends a trade/create after choosing a payment type, as the buyer does. When a concurrent trade of
 * the same member used the choice up first (a refusal naming payment_type), the buyer picks again,
 * as the order form asks, and sends again; a member's trades are few, so a few rounds settle it.
 */
export async function withPayment<T extends { statusCode: number; body: string }>(
  api: ApiHarness,
  token: string,
  send: () => Promise<T>,
  type: 'ONLINE' | 'COD' = 'ONLINE',
): Promise<T> {
  for (let round = 1; ; round += 1) {
    await choosePayment(api, token, type);
    const reply = await send();
    if (round >= 5 || !(reply.statusCode === 400 && reply.body.includes('"field":"payment_type"'))) return reply;
  }
}
