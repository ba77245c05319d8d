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
  /** Starts a gateway payment of a trade; the reference its notification will carry. */
  const started = async (token: string, tradeSn: string) => {
    const start = json<PayForm>(await get(`/buyer/order/pay/TRADE/${tradeSn}`, token))
    return start.form_items.find((item) => item.item_name === 'reference')?.item_value ?? ''
  }
  const balance = async (memberId: number) => (await api.db.query<{ balance_cents: number }>('select balance_cents from member where id = $1', [memberId])).rows[0]?.balance_cents ?? 0
  const ledger = async (memberId: number) =>
    (await api.db.query('select kind, amount_cents, balance_cents, remark from balance_ledger where member_id = $1 order by id', [memberId])).rows
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
    expect(items).toMatchObject({ amount: String(due) })
    const reference = items.reference ?? ''
    expect(reference).toMatch(new RegExp(`^TRADE:${trade.trade_sn}:[0-9a-f]{12}$`))
    expect(items.return_url).toContain(`/payment-complete?trade_sn=${trade.trade_sn}`)

    const page = await post('/sandbox-gateway/checkout', items)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`MXN ${(due / 100).toFixed(2)}`)
    const forged = await post('/sandbox-gateway/checkout', { ...items, amount: '1' })
    expect(forged.statusCode).toBe(400)

    // the gateway's notification (what /sandbox-gateway/confirm sends over HTTP)
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due, 'PAID', 'wrong'))).statusCode).toBe(400)
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due - 1))).statusCode).toBe(400)
    // a payment this server never started (the bare trade number) is not ours to settle
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(`TRADE:${trade.trade_sn}`, due))).statusCode).toBe(400)
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_NO', order_status: 'CONFIRM' }])
    const ok = await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due))
    expect([ok.statusCode, ok.body]).toEqual([200, 'success'])
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF' }])
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due))).body).toBe('success')
    expect(json<{ pay_state: string; need_pay_price: number; refund_price: number }>(await get(`/buyer/trade/orders/cashier?trade_sn=${trade.trade_sn}`, buyer.token)))
      .toMatchObject({ pay_state: 'PAID', need_pay_price: 0, refund_price: 0 })
    expect(await ledger(buyer.id)).toEqual([])
    const again = await get(`/buyer/order/pay/TRADE/${trade.trade_sn}?lang=en_US`, buyer.token)
    expect(again.statusCode).toBe(400)
    expect(json<{ message: string }>(again).message).toBe('This order is already paid or closed')
  })

  it('a declined payment leaves the order unpaid, and the buyer may still pay on the same gateway page', async () => {
    const { buyer, trade, due } = await unpaidTrade(42)
    const reference = await started(buyer.token, trade.trade_sn)
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due, 'DECLINED'))).statusCode).toBe(200)
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_NO', order_status: 'CONFIRM' }])
    expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due))).statusCode).toBe(200)
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF' }])
  })

  // How the order stopped needing the money while the buyer was at the gateway.
  const meanwhile: [string, string, (ctx: { buyer: { id: number; token: string }; tradeSn: string; orderSn: string; due: number }) => Promise<void>][] = [
    ['the buyer cancelled it', 'Reembolso del pago del pedido cancelado', async ({ buyer, orderSn }) => {
      expect((await post(`/buyer/trade/orders/${orderSn}/cancel`, { reason: 'Me equivoqué de talla' }, buyer.token)).statusCode).toBe(200)
    }],
    ['the sweep cancelled it after its pay window', 'Reembolso del pago del pedido cancelado', async ({ buyer }) => {
      api.advance(31 * 60 * 1000)
      await get('/buyer/trade/orders', buyer.token) // any read of the orders runs the sweep
    }],
    ['it was paid from the balance', 'Reembolso del pago duplicado del pedido', async ({ buyer, tradeSn, due }) => {
      await api.db.query('update member set balance_cents = $2 where id = $1', [buyer.id, due])
      expect((await post(`/buyer/balance/pay/TRADE/${tradeSn}`, {}, buyer.token)).statusCode).toBe(200)
      await api.db.query('delete from balance_ledger where member_id = $1', [buyer.id])
    }],
  ]
  it.each(meanwhile)('a gateway payment that lands after %s goes back to the balance, once, and the cashier says so', async (_, remark, meanwhileStep) => {
    const { buyer, trade, due } = await unpaidTrade(43)
    const orderSn = (await api.db.query<{ sn: string }>('select sn from trade_order where trade_sn = $1', [trade.trade_sn])).rows[0]?.sn ?? ''
    const reference = await started(buyer.token, trade.trade_sn)
    await meanwhileStep({ buyer, tradeSn: trade.trade_sn, orderSn, due })
    const balanceBefore = await balance(buyer.id)
    for (let i = 0; i < 3; i += 1) {
      const reply = await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due))
      expect([reply.statusCode, reply.body]).toEqual([200, 'success'])
    }
    expect(await balance(buyer.id)).toBe(balanceBefore + due)
    expect(await ledger(buyer.id)).toEqual([{ kind: 'REFUND', amount_cents: due, balance_cents: balanceBefore + due, remark: `${remark} ${trade.trade_sn}` }])
    const cashier = json<{ pay_state: string; need_pay_price: number; refund_price: number; deposite: { balance: number } }>(
      await get(`/buyer/trade/orders/cashier?trade_sn=${trade.trade_sn}`, buyer.token),
    )
    const state = remark.includes('duplicado') ? 'PAID' : 'CANCELLED'
    expect(cashier).toMatchObject({ pay_state: state, need_pay_price: 0, refund_price: due / 100, deposite: { balance: (balanceBefore + due) / 100 } })
    expect((await payStatus(trade.trade_sn))[0]?.order_status).toBe(state === 'PAID' ? 'PAID_OFF' : 'CANCELLED')
  })

  it('refuses to start a payment, or pay from the balance, once the pay window has run out, even before the sweep', async () => {
    const { buyer, trade, due } = await unpaidTrade(44)
    await api.db.query('update member set balance_cents = $2 where id = $1', [buyer.id, due])
    await api.db.query('update trade_order set cancel_deadline = $2 where trade_sn = $1', [trade.trade_sn, Math.floor(Date.now() / 1000) - 1])
    const attempts = [
      get(`/buyer/order/pay/TRADE/${trade.trade_sn}?lang=en_US`, buyer.token),
      post(`/buyer/balance/pay/TRADE/${trade.trade_sn}?lang=en_US`, {}, buyer.token),
    ]
    for (const reply of await Promise.all(attempts)) {
      expect([reply.statusCode, json<{ message: string }>(reply).message]).toEqual([400, 'The time to pay this order has run out: it is cancelled and can no longer be paid'])
    }
    // refused by the deadline itself: the sweep has not touched the order yet
    expect(await payStatus(trade.trade_sn)).toEqual([{ pay_status: 'PAY_NO', order_status: 'CONFIRM' }])
    expect(await balance(buyer.id)).toBe(due)
    expect((await api.db.query('select 1 from payment_bill where trade_sn = $1', [trade.trade_sn])).rows).toEqual([])
  })
})
