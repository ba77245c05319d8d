import { expect, it } from 'vitest'
import { describeBackends, type ApiHarness } from './support/backends'
import { newBuyer, newBuyers, stockedSkus } from './support/buyers'
import { form, FORM } from './support/client'

/** A buyer ready to check out: an address in Roma Norte and `num` units of a sku in the cart, checked. */
async function readyBuyers(api: ApiHarness, n: number, skuId: number, num: number) {
  const buyers = await newBuyers(api, n)
  const ids = buyers.map((buyer) => buyer.id)
  await api.db.query(
    `insert into member_address (member_id, name, mobile, country, province_id, city_id, county_id, province, city, county, addr, zip, def_addr, created_at)
     select id, 'Comprador', '5512345678', 1, 9, 9006, 900602, 'Ciudad de México', 'Cuauhtémoc', 'Roma Norte', 'Colima 1', '06700', 1, 0 from unnest($1::bigint[]) as t(id)`,
    [ids],
  )
  await api.db.query(`insert into cart_item (member_id, sku_id, way, num, checked, created_at) select id, $2, 'CART', $3, 1, 0 from unnest($1::bigint[]) as t(id)`, [ids, skuId, num])
  return buyers
}

const create = (api: ApiHarness, token: string, key: string) =>
  api.inject({ method: 'POST', url: '/api/buyer/trade/create?lang=en_US', headers: { ...FORM, authorization: token, 'idempotency-key': key }, payload: form({ client: 'PC', way: 'CART' }) })

describeBackends('checkout under load', (api: ApiHarness) => {
  const races: [string, number, number, number, number][] = [
    // title, buyers, package unit, stock, units each buyer wants
    ['200 buyers race for 50 units', 200, 1, 50, 1],
    ['40 buyers race for 48 units in packages of 6', 40, 6, 48, 6],
  ]
  it.each(races)('%s: exactly the stock is sold, the rest get a 4xx, never a 5xx', async (_, n, unit, units, each) => {
    const [sku] = await stockedSkus(api, 1, { packages: 1, offset: 20 + unit })
    if (!sku) throw new Error('no sku')
    await api.db.query('update goods set package_unit = $2 where id = $1', [sku.goods_id, unit])
    await api.db.query('update sku set quantity = $2 where id = $1', [sku.sku_id, units])
    const buyers = await readyBuyers(api, n, sku.sku_id, each)
    const replies = await Promise.all(buyers.map((buyer, i) => create(api, buyer.token, `race-${unit}-${i}-key`)))
    const statuses = replies.map((reply) => reply.statusCode)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    const winners = statuses.filter((status) => status === 200).length
    expect(winners).toBe(units / each)
    expect(statuses.filter((status) => status === 400).length).toBe(n - winners)
    for (const reply of replies.filter((r) => r.statusCode === 400)) expect(reply.json<{ message: string }>().message).toContain('could not be created')
    const { rows } = await api.db.query<{ quantity: number; sold: number }>(
      `select s.quantity, (select coalesce(sum(i.num), 0)::int from order_item i where i.sku_id = s.id) as sold from sku s where s.id = $1`,
      [sku.sku_id],
    )
    expect(rows[0]).toEqual({ quantity: 0, sold: units })
  })

  it('10 concurrent submits with one idempotency key make one trade', async () => {
    const [sku] = await stockedSkus(api, 1, { packages: 20, offset: 30 })
    if (!sku) throw new Error('no sku')
    const [buyer] = await readyBuyers(api, 1, sku.sku_id, sku.package_unit)
    if (!buyer) throw new Error('no buyer')
    const replies = await Promise.all(Array.from({ length: 10 }, () => create(api, buyer.token, 'one-key-for-all')))
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200))
    expect(new Set(replies.map((reply) => reply.json<{ trade_sn: string }>().trade_sn)).size).toBe(1)
    expect((await api.db.query('select 1 from trade where member_id = $1', [buyer.id])).rows).toHaveLength(1)
    const { rows } = await api.db.query<{ num: number }>('select sum(num)::int as num from order_item i join trade_order o on o.sn = i.order_sn where o.member_id = $1', [buyer.id])
    expect(rows[0]?.num).toBe(sku.package_unit)
  })

  it('a coupon usable once, chosen for 50 concurrent checkouts, is used once', async () => {
    const [sku] = await stockedSkus(api, 1, { packages: 60, unit: 'one', offset: 3 })
    if (!sku) throw new Error('no sku')
    const buyer = await newBuyer(api)
    await api.db.query(
      `insert into member_address (member_id, name, mobile, country, province_id, city_id, county_id, province, city, county, addr, zip, def_addr, created_at)
       values ($1, 'Comprador', '5512345678', 1, 9, 9006, 900602, 'Ciudad de México', 'Cuauhtémoc', 'Roma Norte', 'Colima 1', '06700', 1, 0)`,
      [buyer.id],
    )
    const { rows: coupons } = await api.db.query<{ id: number }>(
      `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values (0, 'once', 500, 0, 0, 4102444800) returning id`,
    )
    const { rows: owned } = await api.db.query<{ id: number }>('insert into member_coupon (member_id, coupon_id, created_at) values ($1, $2, 0) returning id', [buyer.id, coupons[0]?.id])
    await api.db.query(`insert into checkout_param (member_id, mc_ids) values ($1, $2::bigint[])`, [buyer.id, [owned[0]?.id]])
    // 50 checkouts at once, each with its own cart line and key (BUY_NOW would share one line).
    await api.db.query(`insert into cart_item (member_id, sku_id, way, num, checked, created_at) values ($1, $2, 'CART', 1, 1, 0)`, [buyer.id, sku.sku_id])
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => create(api, buyer.token, `coupon-race-${i}`)))
    expect(replies.filter((reply) => reply.statusCode >= 500)).toEqual([])
    const { rows } = await api.db.query<{ n: number; discount: number }>(
      'select count(*)::int as n, coalesce(sum(coupon_cents), 0)::int as discount from trade_order where member_id = $1 and coupon_cents > 0',
      [buyer.id],
    )
    expect(rows[0]).toEqual({ n: 1, discount: 500 })
    const used = await api.db.query<{ used_status: number }>('select used_status from member_coupon where id = $1', [owned[0]?.id])
    expect(used.rows).toEqual([{ used_status: 1 }])
  })

  it('a balance of 100.00 against 20 concurrent payments of 8.00: 12 succeed, 4.00 left, the ledger sums to the change', async () => {
    const buyer = await newBuyer(api)
    await api.db.query('update member set balance_cents = 10000 where id = $1', [buyer.id])
    const sns: string[] = []
    for (let i = 0; i < 20; i += 1) {
      const sn = `OBAL${buyer.id}x${i}`
      await api.db.query(
        `insert into trade (sn, member_id, idempotency_key, way, client, payment_type, total_cents, created_at) values ($1, $2, $1, 'CART', 'PC', 'ONLINE', 800, 0)`,
        [`T${sn}`, buyer.id],
      )
      await api.db.query(
        `insert into trade_order (sn, trade_sn, member_id, seller_id, seller_name, order_status, payment_type, goods_cents, freight_cents, order_cents,
           ship_name, ship_mobile, ship_province, ship_city, ship_county, ship_addr, ship_zip, created_at, cancel_deadline)
         values ($1, $2, $3, 1, 'Tienda', 'CONFIRM', 'ONLINE', 800, 0, 800, 'A', '5512345678', 'CDMX', 'Cuauhtémoc', 'Roma Norte', 'Colima 1', '06700', 0, 4102444800)`,
        [sn, `T${sn}`, buyer.id],
      )
      sns.push(sn)
    }
    const replies = await Promise.all(
      sns.map((sn) => api.inject({ method: 'POST', url: `/api/buyer/balance/pay/ORDER/${sn}?lang=en_US`, headers: { authorization: buyer.token } })),
    )
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(12)
    const refused = replies.filter((reply) => reply.statusCode !== 200)
    expect(refused.map((reply) => [reply.statusCode, reply.json<{ message: string }>().message])).toEqual(Array(8).fill([400, 'Insufficient balance']))
    const { rows } = await api.db.query<{ balance_cents: number; ledger: number; entries: number; paid: number }>(
      `select m.balance_cents,
              (select sum(amount_cents)::int from balance_ledger l where l.member_id = m.id) as ledger,
              (select count(*)::int from balance_ledger l where l.member_id = m.id) as entries,
              (select count(*)::int from trade_order o where o.member_id = m.id and o.pay_status = 'PAY_YES') as paid
       from member m where m.id = $1`,
      [buyer.id],
    )
    expect(rows[0]).toEqual({ balance_cents: 400, ledger: -9600, entries: 12, paid: 12 })
  })
})
