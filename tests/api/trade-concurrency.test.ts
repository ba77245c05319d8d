import { expect, it } from 'vitest';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer, newBuyers, stockedSkus, withPayment } from './support/buyers';
import { form, FORM } from './support/client';

/** A buyer ready to check out: an address in Roma Norte, `num` units of a sku in the cart, checked, and a payment type picked. */
async function readyBuyers(api: ApiHarness, n: number, skuId: number, num: number) {
  const buyers = await newBuyers(api, n);
  const ids = buyers.map((buyer) => buyer.id);
  await api.db.query(
    `insert into member_address (member_id, name, mobile, country, province_id, city_id, county_id, province, city, county, addr, zip, def_addr, created_at)
     select id, 'Comprador', '5512345678', 1, 9, 9006, 900602, 'Ciudad de México', 'Cuauhtémoc', 'Roma Norte', 'Colima 1', '06700', 1, 0 from unnest($1::bigint[]) as t(id)`,
    [ids],
  );
  await api.db.query(
    `insert into cart_item (member_id, sku_id, way, num, checked, created_at) select id, $2, 'CART', $3, 1, 0 from unnest($1::bigint[]) as t(id)`,
    [ids, skuId, num],
  );
  await api.db.query(`insert into checkout_param (member_id, payment_type) select id, 'ONLINE' from unnest($1::bigint[]) as t(id)`, [ids]);
  return buyers;
}

const send = (api: ApiHarness, token: string, key: string, way: 'CART' | 'BUY_NOW') =>
  api.inject({
    method: 'POST',
    url: '/api/buyer/trade/create?lang=en_US',
    headers: { ...FORM, authorization: token, 'idempotency-key': key },
    payload: form({ client: 'PC', way }),
  });
// each checkout picks a payment type first, as the order form makes it (trade/create refuses without one)
const create = (api: ApiHarness, token: string, key: string, way: 'CART' | 'BUY_NOW' = 'CART') =>
  withPayment(api, token, () => send(api, token, key, way));

describeBackends('checkout under load', (api: ApiHarness) => {
  const races: [string, number, number, number, number][] = [
    // title, buyers, package unit, stock, units each buyer wants
    ['200 buyers race for 50 units', 200, 1, 50, 1],
    ['40 buyers race for 48 units in packages of 6', 40, 6, 48, 6],
  ];
  it.each(races)('%s: exactly the stock is sold, the rest get a 4xx, never a 5xx', async (_, n, unit, units, each) => {
    const [sku] = await stockedSkus(api, 1, { packages: 1, offset: 20 + unit });
    if (!sku) throw new Error('no sku');
    await api.db.query('update goods set package_unit = $2 where id = $1', [sku.goods_id, unit]);
    await api.db.query('update sku set quantity = $2 where id = $1', [sku.sku_id, units]);
    const buyers = await readyBuyers(api, n, sku.sku_id, each);
    // picked in readyBuyers: the race is for the stock alone
    const replies = await Promise.all(buyers.map((buyer, i) => send(api, buyer.token, `race-${unit}-${i}-key`, 'CART')));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const winners = statuses.filter((status) => status === 200).length;
    expect(winners).toBe(units / each);
    expect(statuses.filter((status) => status === 400).length).toBe(n - winners);
    for (const reply of replies.filter((r) => r.statusCode === 400))
      expect(reply.json<{ message: string }>().message).toContain('could not be created');
    const { rows } = await api.db.query<{ quantity: number; sold: number }>(
      `select s.quantity, (select coalesce(sum(i.num), 0)::int from order_item i where i.sku_id = s.id) as sold from sku s where s.id = $1`,
      [sku.sku_id],
    );
    expect(rows[0]).toEqual({ quantity: 0, sold: units });
  });

  it('10 concurrent submits with one idempotency key make one trade', async () => {
    const [sku] = await stockedSkus(api, 1, { packages: 20, offset: 30 });
    if (!sku) throw new Error('no sku');
    const [buyer] = await readyBuyers(api, 1, sku.sku_id, sku.package_unit);
    if (!buyer) throw new Error('no buyer');
    const replies = await Promise.all(Array.from({ length: 10 }, () => create(api, buyer.token, 'one-key-for-all')));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((reply) => reply.json<{ trade_sn: string }>().trade_sn)).size).toBe(1);
    expect((await api.db.query('select 1 from trade where member_id = $1', [buyer.id])).rows).toHaveLength(1);
    const { rows } = await api.db.query<{ num: number }>(
      'select sum(num)::int as num from order_item i join trade_order o on o.sn = i.order_sn where o.member_id = $1',
      [buyer.id],
    );
    expect(rows[0]?.num).toBe(sku.package_unit);
  });

  /** Two skus of one shop on sale in packages of one with 1,000 units each, so stock never decides a race. */
  async function twoSkusOfOneShop(offset: number) {
    const { rows } = await api.db.query<{ shop_id: number; a: number; b: number }>(
      `select g.shop_id, min(s.id)::int as a, max(s.id)::int as b from sku s join goods g on g.id = s.goods_id
       where g.market_enable = 1 and g.package_unit = 1 and s.price_cents >= 1000 group by g.shop_id having count(*) >= 2
       order by g.shop_id offset $1 limit 1`,
      [offset],
    );
    const pair = rows[0];
    if (!pair) throw new Error('no shop with two skus');
    await api.db.query('update sku set quantity = 1000 where id = any($1::bigint[])', [[pair.a, pair.b]]);
    return pair;
  }

  /** One received coupon each, already chosen in the buyers' checkout params. */
  async function chosenCoupons(buyers: { id: number }[], sellerId: number, title: string) {
    const { rows: coupon } = await api.db.query<{ id: number }>(
      `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values ($1, $2, 500, 0, 0, 4102444800) returning id`,
      [sellerId, title],
    );
    const mcIds: number[] = [];
    for (const buyer of buyers) {
      const { rows } = await api.db.query<{ id: number }>(
        'insert into member_coupon (member_id, coupon_id, created_at) values ($1, $2, 0) returning id',
        [buyer.id, coupon[0]?.id],
      );
      const mcId = rows[0]?.id ?? 0;
      await api.db.query(
        `insert into checkout_param (member_id, mc_ids) values ($1, $2::bigint[]) on conflict (member_id) do update set mc_ids = excluded.mc_ids`,
        [buyer.id, [mcId]],
      );
      mcIds.push(mcId);
    }
    return mcIds;
  }

  const couponRaces: [string, 'platform' | 'shop', number][] = [
    ['a platform coupon', 'platform', 5],
    ['a shop coupon', 'shop', 6],
  ];
  it.each(couponRaces)(
    '%s held once by each of 25 buyers, each checking out the cart and buy-now at once (50 checkouts, own lines each): spent once, on one trade',
    async (_, scope, offset) => {
      // A member has one cart and one buy-now line set, so two checkouts of one member can each
      // have their own lines: then the coupon is the only thing they contend for. The member's
      // checkouts run one after the other; the first spends the coupon and clears the choice, the
      // second is created without it (its cashier shows the full price). Never both, never a 5xx.
      const pair = await twoSkusOfOneShop(offset);
      const buyers = await readyBuyers(api, 25, pair.a, 1);
      await api.db.query(
        `insert into cart_item (member_id, sku_id, way, num, checked, created_at) select id, $2, 'BUY_NOW', 1, 1, 0 from unnest($1::bigint[]) as t(id)`,
        [buyers.map((b) => b.id), pair.b],
      );
      const title = `race ${scope} ${api.backend}`;
      const mcIds = await chosenCoupons(buyers, scope === 'shop' ? pair.shop_id : 0, title);
      const before = await api.db.query<{ quantity: number }>('select quantity from sku where id = any($1::bigint[]) order by id', [
        [pair.a, pair.b],
      ]);

      const checkouts = buyers.flatMap((buyer, i) => (['CART', 'BUY_NOW'] as const).map((way) => ({ buyer, mcId: mcIds[i], way })));
      // each trade uses its checkout's payment type up: the second, queued behind the first, may be
      // refused for it and picks again (create, withPayment)
      const replies = await Promise.all(
        checkouts.map(({ buyer, way }) => create(api, buyer.token, `coupon-${scope}-${buyer.id}-${way}`, way)),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(50).fill(200));
      const discounts = replies.map((reply) => reply.json<{ price_detail: { discount_price: number } }>().price_detail.discount_price);
      expect(discounts.filter((d) => d === 5)).toHaveLength(25);
      expect(discounts.filter((d) => d === 0)).toHaveLength(25);

      const { rows } = await api.db.query<{
        member_id: number;
        trades: number;
        discounted: number;
        discount: number;
        spent_on: string | null;
        used: number;
        mc_ids: number[];
      }>(
        `select m.id as member_id,
                (select count(*)::int from trade t where t.member_id = m.id) as trades,
                (select count(*)::int from trade_order o where o.member_id = m.id and o.coupon_cents > 0) as discounted,
                (select coalesce(sum(o.coupon_cents), 0)::int from trade_order o where o.member_id = m.id) as discount,
                (select array_agg(o.mc_ids[1]::int) from trade_order o where o.member_id = m.id and o.coupon_cents > 0) as mc_ids,
                (select mc.used_status from member_coupon mc where mc.member_id = m.id) as used,
                (select mc.order_sn from member_coupon mc join trade t on t.sn = mc.order_sn and t.member_id = m.id where mc.member_id = m.id) as spent_on
         from member m where m.id = any($1::bigint[]) order by m.id`,
        [buyers.map((b) => b.id)],
      );
      expect(rows.map((row) => ({ ...row, spent_on: row.spent_on === null ? null : 'its own trade' }))).toEqual(
        buyers.map((buyer, i) => ({
          member_id: buyer.id,
          trades: 2,
          discounted: 1,
          discount: 500,
          mc_ids: [mcIds[i]],
          used: 1,
          spent_on: 'its own trade',
        })),
      );
      const after = await api.db.query<{ quantity: number }>('select quantity from sku where id = any($1::bigint[]) order by id', [
        [pair.a, pair.b],
      ]);
      expect(after.rows.map((row) => row.quantity)).toEqual(before.rows.map((row) => row.quantity - 25));
    },
  );

  it('a coupon already spent is refused, by name, when chosen and when a checkout still holds it; nothing is bought', async () => {
    const pair = await twoSkusOfOneShop(7);
    const [buyer] = await readyBuyers(api, 1, pair.a, 1);
    if (!buyer) throw new Error('no buyer');
    const title = `spent ${api.backend}`;
    const [mcId] = await chosenCoupons([buyer], 0, title);
    // spent by a trade of another tab after this checkout's params were set
    await api.db.query(`update member_coupon set used_status = 1, order_sn = 'Tanother' where id = $1`, [mcId]);
    const quantity = async () =>
      (await api.db.query<{ quantity: number }>('select quantity from sku where id = $1', [pair.a])).rows[0]?.quantity;
    const stock = await quantity();
    const refused = await create(api, buyer.token, 'spent-coupon-1');
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      400,
      `The coupon ${title} cannot be used for this order`,
    ]);
    expect(await quantity()).toBe(stock);
    expect((await api.db.query('select 1 from trade where member_id = $1', [buyer.id])).rows).toEqual([]);
    expect((await api.db.query('select sku_id from cart_item where member_id = $1', [buyer.id])).rows).toEqual([{ sku_id: pair.a }]);
    const chosen = await api.inject({
      method: 'POST',
      url: '/api/buyer/trade/checkout-params/coupon?lang=en_US',
      headers: { ...FORM, authorization: buyer.token },
      payload: form({ mc_id: String(mcId) }),
    });
    expect([chosen.statusCode, chosen.json<{ message: string }>().message]).toEqual([
      400,
      `The coupon ${title} cannot be used for this order`,
    ]);
  });

  it('a shop coupon discounts only its shop’s order; one of a shop not in the trade refuses it by name', async () => {
    const [first, second] = await stockedSkus(api, 2, { packages: 2, unit: 'one', offset: 8 });
    if (!first || !second) throw new Error('no skus');
    const [buyer] = await readyBuyers(api, 1, first.sku_id, 1);
    if (!buyer) throw new Error('no buyer');
    await api.db.query(`insert into cart_item (member_id, sku_id, way, num, checked, created_at) values ($1, $2, 'CART', 1, 1, 0)`, [
      buyer.id,
      second.sku_id,
    ]);
    const { rows: other } = await api.db.query<{ id: number }>('select id from shop where id <> all($1::int[]) order by id limit 1', [
      [first.shop_id, second.shop_id],
    ]);
    const elsewhere = `elsewhere ${api.backend}`;
    const [foreign] = await chosenCoupons([buyer], other[0]?.id ?? 0, elsewhere);
    const refused = await create(api, buyer.token, 'shop-coupon-1');
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      400,
      `The coupon ${elsewhere} cannot be used for this order`,
    ]);
    expect((await api.db.query('select used_status from member_coupon where id = $1', [foreign])).rows).toEqual([{ used_status: 0 }]);

    const [own] = await chosenCoupons([buyer], second.shop_id, `own shop ${api.backend}`);
    const reply = await create(api, buyer.token, 'shop-coupon-2');
    expect(reply.statusCode).toBe(200);
    const trade = reply.json<{
      trade_sn: string;
      price_detail: { discount_price: number };
      order_list: { seller_id: number; coupon_price: number }[];
    }>();
    expect(trade.price_detail.discount_price).toBe(5);
    expect(trade.order_list.map((order) => [order.seller_id, order.coupon_price]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual(
      [
        [first.shop_id, 0],
        [second.shop_id, 5],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
    expect((await api.db.query('select used_status, order_sn from member_coupon where id = $1', [own])).rows).toEqual([
      { used_status: 1, order_sn: trade.trade_sn },
    ]);
  });

  it('a balance of 100.00 against 20 concurrent payments of 8.00: 12 succeed, 4.00 left, the ledger sums to the change', async () => {
    const buyer = await newBuyer(api);
    await api.db.query('update member set balance_cents = 10000 where id = $1', [buyer.id]);
    const sns: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const sn = `OBAL${buyer.id}x${i}`;
      await api.db.query(
        `insert into trade (sn, member_id, idempotency_key, way, client, payment_type, total_cents, created_at) values ($1, $2, $1, 'CART', 'PC', 'ONLINE', 800, 0)`,
        [`T${sn}`, buyer.id],
      );
      await api.db.query(
        `insert into trade_order (sn, trade_sn, member_id, seller_id, seller_name, order_status, payment_type, goods_cents, freight_cents, order_cents,
           ship_name, ship_mobile, ship_province, ship_city, ship_county, ship_addr, ship_zip, created_at, cancel_deadline)
         values ($1, $2, $3, 1, 'Tienda', 'CONFIRM', 'ONLINE', 800, 0, 800, 'A', '5512345678', 'CDMX', 'Cuauhtémoc', 'Roma Norte', 'Colima 1', '06700', 0, 4102444800)`,
        [sn, `T${sn}`, buyer.id],
      );
      sns.push(sn);
    }
    const replies = await Promise.all(
      sns.map((sn) =>
        api.inject({ method: 'POST', url: `/api/buyer/balance/pay/ORDER/${sn}?lang=en_US`, headers: { authorization: buyer.token } }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(12);
    const refused = replies.filter((reply) => reply.statusCode !== 200);
    expect(refused.map((reply) => [reply.statusCode, reply.json<{ message: string }>().message])).toEqual(
      Array(8).fill([400, 'Insufficient balance']),
    );
    const { rows } = await api.db.query<{ balance_cents: number; ledger: number; entries: number; paid: number }>(
      `select m.balance_cents,
              (select sum(amount_cents)::int from balance_ledger l where l.member_id = m.id) as ledger,
              (select count(*)::int from balance_ledger l where l.member_id = m.id) as entries,
              (select count(*)::int from trade_order o where o.member_id = m.id and o.pay_status = 'PAY_YES') as paid
       from member m where m.id = $1`,
      [buyer.id],
    );
    expect(rows[0]).toEqual({ balance_cents: 400, ledger: -9600, entries: 12, paid: 12 });
  });
});
