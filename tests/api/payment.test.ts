import { expect, it } from 'vitest'
import { sign } from '../../server/src/services/payment/gateway'
import { describeBackends, type ApiHarness } from './support/backends'
import { newBuyer, stockedSkus } from './support/buyers'
import { form, FORM, json } from './support/client'

// The sandbox gateway's secret, known to the test as a real gateway's is to its merchant.
const SECRET = 'test-sandbox-secret'
process.env.SANDBOX_GATEWAY_SECRET = SECRET

interface PayForm { gateway_url: string; form_items: { item_name: string; item_value: string }[] }

describeBackends('payment', (api: ApiHarness) => {
  const get = (url: string, token: string) => api.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: token } })
  const post = (url: string, body: Record<string, string>, token?: string) =>
    api.inject({ method: 'POST', url: `/api${url}`, headers: { ...FORM, ...(token ? { authorization: token } : {}) }, payload: form(body) })

  /** A buyer with one unpaid trade of one order. */
  async function unpaidTrade(offset: number) {
    const buyer = await newBuyer(api)
    const [sku] = await stockedSkus(api, 1, { packages: 3, offset })
    if (!sku) throw new Error('no sku')
    await post('/buyer/members/address', { name: 'Ana', mobile: '5512345678', country: '1', county_id: '900602', addr: 'Colima 1', zip: '06700' }, buyer.token)
    await post('/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) }, buyer.token)
    const trade = json<{ trade_sn: string; price_detail: { total_price: number } }>(await post('/buyer/trade/create', { idempotency_key: `pay-${buyer.id}-key` }, buyer.token))
    return { buyer, trade, due: Math.round(trade.price_detail.total_price * 100) }
  }
  const notice = (reference: string, amount: number, status = 'PAID', secret = SECRET) => ({
    reference, amount: String(amount), status, sign: sign(secret, [reference, String(amount), status]),
  })
  const payStatus = async (tradeSn: string) =>
    (await api.db.query<{ pay_status: string; order_status: string }>('select distinct pay_status, order_status from trade_order where trade_sn = $1', [tradeSn])).rows

  it('lists payment methods in the buyer’s language', async () => {
    const buyer = await newBuyer(api)
    const methods = json<{ plugin_id: string; method_name: string }[]>(await get('/buyer/payment/PC?lang=en_US', buyer.token))
    expect(methods.map((m) => m.plugin_id)).toEqual(['sandboxPlugin', 'balancePlugin'])
    expect(methods[1]?.method_name).toBe('Account balance')
    expect((await get('/buyer/payment/TV', buyer.token)).statusCode).toBe(400)
  })

  it('shows the cashier: what is due, where it ships, the balance', async () => {
    const { buyer, trade, due } = await unpaidTrade(40)
    const cashier = json<{ need_pay_price: number; ship_city: string; deposite: { balance: number; is_pwd: number } }>(await get(`/buyer/trade/orders/cashier?trade_sn=${trade.trade_sn}`, buyer.token))
    expect(cashier).toMatchObject({ need_pay_price: due / 100, ship_city: 'Cuauhtémoc', deposite: { balance: 0, is_pwd: 0 } })
    const other = await newBuyer(api)
    expect((await get(`/buyer/trade/orders/cashier?trade_sn=${trade.trade_sn}`, other.token)).statusCode).toBe(404)
    expect((await get('/buyer/trade/orders/cashier', buyer.token)).statusCode).toBe(400)
  })

  it('round trip: gateway form → sandbox page → confirm → signed notification → paid once', async () => {
    const { buyer, trade, due } = await unpaidTrade(41)
    const start = json<PayForm>(await get(`/buyer/order/pay/TRADE/${trade.trade_sn}?client_type=PC&payment_plugin_id=sandboxPlugin`, buyer.token))
    expect(start.gateway_url).toMatch(/^http:\/\/.+\/api\/sandbox-gateway\/checkout$/)
    const items = Object.fromEntries(start.form_items.map((item) => [item.item_name, item.item_value]))
    expect(items).toMatchObject({ reference: `TRADE:${trade.trade_sn}`, amount: String(due) })
    expect(items.return_url).toContain(`/payment-complete?trade_sn=${trade.trade_sn}`)

    const page = await post('/sandbox-gateway/checkout', items)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`MXN ${(due / 100).toFixed(2)}`)
    const forged = await post('/sandbox-gateway/checkout', { ...items, amount: '1' })
    expect(forged.statusCode).toBe(400)

    // the gateway's notification (what /sandbox-gateway/confirm sends over HTTP)
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(`TRADE:${trade.trade_sn}`, due, 'PAID', 'wrong'))).statusCode).toBe(400)
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(`TRADE:${trade.trade_sn}`, due - 1))).statusCode).toBe(400)
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_NO', order_status: 'CONFIRM' }])
    const ok = await post('/buyer/payment/notify/sandboxPlugin', notice(`TRADE:${trade.trade_sn}`, due))
    expect([ok.statusCode, ok.body]).toEqual([200, 'success'])
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF' }])
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(`TRADE:${trade.trade_sn}`, due))).body).toBe('success')
    const again = await get(`/buyer/order/pay/TRADE/${trade.trade_sn}?lang=en_US`, buyer.token)
    expect(again.statusCode).toBe(400)
    expect(json<{ message: string }>(again).message).toBe('This order is already paid or closed')
  })

  it('a declined payment leaves the order unpaid', async () => {
    const { trade, due } = await unpaidTrade(42)
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(`TRADE:${trade.trade_sn}`, due, 'DECLINED'))).statusCode).toBe(200)
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_NO', order_status: 'CONFIRM' }])
  })
})
