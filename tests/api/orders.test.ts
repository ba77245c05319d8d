import { expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/core/contract/types'
import { describeBackends, type ApiHarness } from './support/backends'
import { newBuyer, stockedSkus } from './support/buyers'
import { form, FORM, json, login } from './support/client'

interface OrderLine { sn: string; order_status: string; status_code: number; cancel_left_time: number; cancel_reason: string; order_operate_allowable_vo: Record<string, boolean> }
interface Page<T> { data: T[]; page_no: number; page_size: number; data_total: number }

describeBackends('orders', (api: ApiHarness) => {
  const get = (url: string, token: string) => api.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: token } })
  const post = (url: string, token: string, body: Record<string, string> = {}) =>
    api.inject({ method: 'POST', url: `/api${url}`, headers: { ...FORM, authorization: token }, payload: form(body) })

  /** A buyer with one unpaid order that used a coupon. */
  async function unpaidOrder(offset: number) {
    const buyer = await newBuyer(api)
    const [sku] = await stockedSkus(api, 1, { packages: 3, offset })
    if (!sku) throw new Error('no sku')
    await post('/buyer/members/address', buyer.token, { name: 'Ana', mobile: '5512345678', country: '1', county_id: '900602', addr: 'Colima 1', zip: '06700' })
    await post('/buyer/trade/carts', buyer.token, { sku_id: String(sku.sku_id), num: String(sku.package_unit) })
    const { rows: coupon } = await api.db.query<{ id: number }>(
      `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values (0, 'orders test', 100, 0, 0, 4102444800) returning id`,
    )
    const { rows } = await api.db.query<{ id: number }>('insert into member_coupon (member_id, coupon_id, created_at) values ($1, $2, 0) returning id', [buyer.id, coupon[0]?.id])
    if (rows[0]) await post('/buyer/trade/checkout-params/coupon', buyer.token, { mc_id: String(rows[0].id) })
    const trade = json<{ order_list: { sn: string }[] }>(await post('/buyer/trade/create', buyer.token, { idempotency_key: `orders-${buyer.id}-k` }))
    const sn = trade.order_list[0]?.sn ?? ''
    const quantity = async () => (await api.db.query<{ quantity: number }>('select quantity from sku where id = $1', [sku.sku_id])).rows[0]?.quantity
    return { buyer, sn, sku, quantity, mcId: rows[0]?.id }
  }

  it('lists demo’s orders by filter with the spec’s status codes 1–6 and the counts', async () => {
    const demo = await login(api)
    const all = json<Page<OrderLine>>(await get('/buyer/trade/orders?page_size=50', demo))
    const codes = new Set(all.data.map((order) => order.status_code))
    for (const code of [1, 2, 3, 4, 5, 6]) expect(codes).toContain(code)
    const cases: [string, number[]][] = [['WAIT_PAY', [1]], ['WAIT_SHIP', [2]], ['WAIT_ROG', [3]], ['CANCELLED', [5]], ['COMPLETE', [4, 6]]]
    for (const [filter, expected] of cases) {
      const page = json<Page<OrderLine>>(await get(`/buyer/trade/orders?order_status=${filter}&page_size=50`, demo))
      expect(page.data.length).toBeGreaterThan(0)
      expect(page.data.every((order) => expected.includes(order.status_code))).toBe(true)
    }
    const counts = json<Record<string, number>>(await get('/buyer/trade/orders/status-num', demo))
    expect(counts.all_num).toBe(all.data_total)
    expect((await get('/buyer/trade/orders?order_status=LATER', demo)).statusCode).toBe(400)
  })

  const badReasons: [string, Record<string, string>][] = [['no reason', {}], ['a blank reason', { reason: '   ' }], ['a reason over 200', { reason: 'x'.repeat(201) }]]
  it.each(badReasons)('refuses to cancel with %s, changing nothing', async (_, body) => {
    const { buyer, sn } = await unpaidOrder(50)
    const response = await post(`/buyer/trade/orders/${sn}/cancel?lang=en_US`, buyer.token, body)
    expect(response.statusCode).toBe(400)
    expect(json<ApiErrorBody>(response).message).toContain('reason')
    expect(json<OrderLine>(await get(`/buyer/trade/orders/${sn}`, buyer.token)).order_status).toBe('CONFIRM')
  })

  it('cancels an unpaid order with a reason: stock and coupon come back; a second cancel is refused', async () => {
    const { buyer, sn, sku, quantity, mcId } = await unpaidOrder(51)
    const before = await quantity()
    expect((await post(`/buyer/trade/orders/${sn}/cancel`, buyer.token, { reason: 'Cambié de opinión' })).statusCode).toBe(200)
    expect(await quantity()).toBe((before ?? 0) + sku.package_unit)
    const order = json<OrderLine>(await get(`/buyer/trade/orders/${sn}`, buyer.token))
    expect(order).toMatchObject({ order_status: 'CANCELLED', status_code: 5, cancel_reason: 'Cambié de opinión' })
    if (mcId) expect((await api.db.query('select used_status from member_coupon where id = $1', [mcId])).rows).toEqual([{ used_status: 0 }])
    const again = await post(`/buyer/trade/orders/${sn}/cancel?lang=en_US`, buyer.token, { reason: 'otra vez' })
    expect([again.statusCode, json<ApiErrorBody>(again).message]).toEqual([400, 'This order can no longer be cancelled'])
    const stranger = await newBuyer(api)
    expect((await post(`/buyer/trade/orders/${sn}/cancel`, stranger.token, { reason: 'x' })).statusCode).toBe(404)
  })

  it('counts down cancel-left-time and cancels by itself when it runs out, returning the stock', async () => {
    const { buyer, sn, sku, quantity } = await unpaidOrder(52)
    const before = await quantity()
    const left = json<number>(await get(`/buyer/trade/orders/${sn}/cancel-left-time`, buyer.token))
    expect(left).toBeGreaterThan(29 * 60)
    expect(left).toBeLessThanOrEqual(30 * 60)
    api.advance(31 * 60 * 1000)
    const order = json<OrderLine>(await get(`/buyer/trade/orders/${sn}`, buyer.token))
    expect(order).toMatchObject({ order_status: 'CANCELLED', cancel_left_time: 0 })
    expect(await quantity()).toBe((before ?? 0) + sku.package_unit)
    expect(json<number>(await get(`/buyer/trade/orders/${sn}/cancel-left-time`, buyer.token))).toBe(0)
  })

  it('confirms receipt of a shipped order only', async () => {
    const demo = await login(api)
    const shipped = json<Page<OrderLine>>(await get('/buyer/trade/orders?order_status=WAIT_ROG', demo)).data[0]
    if (!shipped) throw new Error('no shipped order seeded')
    expect(shipped.order_operate_allowable_vo.allow_rog).toBe(true)
    expect((await post(`/buyer/trade/orders/${shipped.sn}/rog`, demo)).statusCode).toBe(200)
    expect(json<OrderLine>(await get(`/buyer/trade/orders/${shipped.sn}`, demo))).toMatchObject({ order_status: 'ROG', status_code: 4 })
    expect((await post(`/buyer/trade/orders/${shipped.sn}/rog`, demo)).statusCode).toBe(400)
    await api.db.query(`update trade_order set order_status = 'SHIPPED', ship_status = 'SHIP_YES' where sn = $1`, [shipped.sn])
  })
})
