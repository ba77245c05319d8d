import { describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { createHash } from 'node:crypto'
import { hashPassword } from '../../server/src/services/auth/password'
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
    expect(methods.map((m) => m.plugin_id)).toEqual(['sandboxPlugin', 'balancePlugin', 'transferPlugin'])
    expect(methods[1]?.method_name).toBe('Account balance')
    expect(methods[2]?.method_name).toBe('Bank transfer (SPEI)')
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
    // back to the page that confirms this very payment before saying it is paid
    expect(items.return_url).toMatch(new RegExp(`/checkout/cashier-load-pay\\?trade_sn=${trade.trade_sn}&bill=${encodeURIComponent(reference)}$`))

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

  // --- part balance, bank transfer, bill status (issue 5: the cashier) -------------------------

  const setBalance = (memberId: number, cents: number) => api.db.query('update member set balance_cents = $2 where id = $1', [memberId, cents])
  const orderMoney = async (tradeSn: string) =>
    (await api.db.query<{ sn: string; pay_status: string; order_status: string; balance_cents: number; paid_cents: number; order_cents: number; payment_type: string }>(
      'select sn, pay_status, order_status, balance_cents, paid_cents, order_cents, payment_type from trade_order where trade_sn = $1 order by sn', [tradeSn],
    )).rows.map((row) => ({ ...row, balance_cents: Number(row.balance_cents), paid_cents: Number(row.paid_cents), order_cents: Number(row.order_cents) }))
  interface CashierView { pay_state: string; need_pay_price: number; order_price: number; balance_price: number; refund_price: number; pay_type_text: string; transfer: null | Record<string, unknown>; deposite: { balance: number; is_used: number } }
  const cashierOf = async (token: string, tradeSn: string) => json<CashierView>(await get(`/buyer/trade/orders/cashier?trade_sn=${tradeSn}`, token))
  const part = (token: string, tradeSn: string, body: Record<string, string> = {}) => post(`/buyer/balance/part/TRADE/${tradeSn}?lang=en_US`, body, token)
  const message = (reply: LightMyRequestResponse) => json<{ message: string }>(reply).message
  const sha = (text: string) => createHash('sha256').update(text).digest('hex')

  describe('part balance', () => {
    it('pays min(balance, due) from the balance, leaves the rest for the gateway, and the order records both parts', async () => {
      const { buyer, trade, due } = await unpaidTrade(45)
      await setBalance(buyer.id, 1000)
      const reply = await part(buyer.token, trade.trade_sn)
      expect(reply.statusCode).toBe(200)
      expect(json(reply)).toEqual({ paid: 10, balance: 0, need_pay_price: (due - 1000) / 100 })
      expect(await orderMoney(trade.trade_sn)).toMatchObject([{ pay_status: 'PAY_PARTIAL', order_status: 'CONFIRM', balance_cents: 1000, paid_cents: 1000 }])
      expect(await ledger(buyer.id)).toEqual([{ kind: 'PAYMENT', amount_cents: -1000, balance_cents: 0, remark: trade.trade_sn }])
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({ pay_state: 'UNPAID', need_pay_price: (due - 1000) / 100, order_price: due / 100, balance_price: 10, deposite: { balance: 0, is_used: 1 } })
      // nothing left to apply: a translated refusal, not "Insufficient balance", nothing written
      const empty = await part(buyer.token, trade.trade_sn)
      expect([empty.statusCode, message(empty)]).toEqual([400, 'You have no balance to apply to this order'])
      expect(await ledger(buyer.id)).toHaveLength(1)

      // the gateway is asked for the rest only, and its payment settles the order
      const start = json<PayForm>(await get(`/buyer/order/pay/TRADE/${trade.trade_sn}`, buyer.token))
      const items = Object.fromEntries(start.form_items.map((item) => [item.item_name, item.item_value]))
      expect(items.amount).toBe(String(due - 1000))
      expect((await post('/buyer/payment/notify/sandboxPlugin', notice(items.reference ?? '', due - 1000))).body).toBe('success')
      expect(await orderMoney(trade.trade_sn)).toMatchObject([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF', balance_cents: 1000, paid_cents: due }])
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({ pay_state: 'PAID', need_pay_price: 0, balance_price: 10, refund_price: 0 })
      const line = json<{ data: { sn: string; pay_money: number; balance: number }[] }>(await get('/buyer/trade/orders', buyer.token)).data[0]
      expect(line).toMatchObject({ pay_money: due / 100, balance: 10 })
    })

    it('a balance that covers everything pays the order; a full balance payment still says Insufficient balance when short', async () => {
      const { buyer, trade, due } = await unpaidTrade(46)
      await setBalance(buyer.id, due - 1)
      const full = await post(`/buyer/balance/pay/TRADE/${trade.trade_sn}?lang=en_US`, {}, buyer.token)
      expect([full.statusCode, message(full)]).toEqual([400, 'Insufficient balance'])
      expect(await ledger(buyer.id)).toEqual([])
      await setBalance(buyer.id, due + 250)
      expect(json(await part(buyer.token, trade.trade_sn))).toEqual({ paid: due / 100, balance: 2.5, need_pay_price: 0 })
      expect(await orderMoney(trade.trade_sn)).toMatchObject([{ pay_status: 'PAY_YES', order_status: 'PAID_OFF', balance_cents: due, paid_cents: due }])
      expect((await cashierOf(buyer.token, trade.trade_sn)).pay_state).toBe('PAID')
      const again = await part(buyer.token, trade.trade_sn)
      expect([again.statusCode, message(again)]).toEqual([400, 'This order is already paid or closed'])
    })

    it('a wrong or missing payment password is refused, translated, with nothing written', async () => {
      const { buyer, trade, due } = await unpaidTrade(47)
      await api.db.query('update member set balance_cents = 1000, payment_password_hash = $2 where id = $1', [buyer.id, await hashPassword(sha('246810'))])
      expect((await cashierOf(buyer.token, trade.trade_sn)).deposite).toMatchObject({ balance: 10 })
      const refusals: [string, Record<string, string>, string][] = [
        ['wrong', { password: sha('135790') }, 'The payment password is incorrect'],
        ['missing', {}, 'The payment password is incorrect'],
        ['Spanish', { password: sha('135790') }, 'La contraseña de pago es incorrecta'],
      ]
      for (const [, body, text] of refusals) {
        const reply = await post(`/buyer/balance/part/TRADE/${trade.trade_sn}${text.startsWith('La') ? '' : '?lang=en_US'}`, body, buyer.token)
        expect([reply.statusCode, message(reply)]).toEqual([400, text])
      }
      expect(await balance(buyer.id)).toBe(1000)
      expect(await ledger(buyer.id)).toEqual([])
      expect(await orderMoney(trade.trade_sn)).toMatchObject([{ pay_status: 'PAY_NO', balance_cents: 0, paid_cents: 0 }])
      const ok = await part(buyer.token, trade.trade_sn, { password: sha('246810') })
      expect([ok.statusCode, json(ok)]).toEqual([200, { paid: 10, balance: 0, need_pay_price: (due - 1000) / 100 }])
    })

    it('two cashier tabs applying the balance at once spend it once', async () => {
      const { buyer, trade, due } = await unpaidTrade(48)
      await setBalance(buyer.id, 1500)
      const replies = await Promise.all(Array.from({ length: 4 }, () => part(buyer.token, trade.trade_sn)))
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400, 400, 400])
      expect(replies.filter((reply) => reply.statusCode === 400).map(message)).toEqual(Array(3).fill('You have no balance to apply to this order'))
      expect(await balance(buyer.id)).toBe(0)
      expect(await ledger(buyer.id)).toEqual([{ kind: 'PAYMENT', amount_cents: -1500, balance_cents: 0, remark: trade.trade_sn }])
      expect(await orderMoney(trade.trade_sn)).toMatchObject([{ balance_cents: 1500, paid_cents: 1500 }])
      expect((await cashierOf(buyer.token, trade.trade_sn)).need_pay_price).toBe((due - 1500) / 100)
    })

    it('two trades racing for one balance take it once between them', async () => {
      const first = await unpaidTrade(49)
      const buyer = first.buyer
      const [sku] = await stockedSkus(api, 1, { packages: 3, offset: 50 })
      if (!sku) throw new Error('no sku')
      await post('/buyer/trade/carts', { sku_id: String(sku.sku_id), num: String(sku.package_unit) }, buyer.token)
      const second = json<{ trade_sn: string }>(await post('/buyer/trade/create', { idempotency_key: `pay-${buyer.id}-second` }, buyer.token))
      await setBalance(buyer.id, 1200)
      const replies = await Promise.all([part(buyer.token, first.trade.trade_sn), part(buyer.token, second.trade_sn), part(buyer.token, first.trade.trade_sn), part(buyer.token, second.trade_sn)])
      expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1)
      expect(await balance(buyer.id)).toBe(0)
      const { rows } = await api.db.query<{ taken: number; entries: number }>(
        `select (select coalesce(sum(balance_cents), 0)::int from trade_order where member_id = $1) as taken, (select count(*)::int from balance_ledger where member_id = $1) as entries`, [buyer.id])
      expect(rows[0]).toEqual({ taken: 1200, entries: 1 })
    })

    // How an order with a balance part stops: the buyer cancels it, or its pay window runs out.
    const cancels: [string, (buyer: { token: string }, orderSn: string) => Promise<void>][] = [
      ['the buyer cancels it', async (buyer, orderSn) => {
        expect((await post(`/buyer/trade/orders/${orderSn}/cancel`, { reason: 'Ya no lo necesito' }, buyer.token)).statusCode).toBe(200)
      }],
      ['the sweep cancels it after its pay window', async (buyer) => {
        api.advance(31 * 60 * 1000)
        await get('/buyer/trade/orders', buyer.token)
      }],
    ]
    it.each(cancels)('when %s, the balance part goes back to the balance with a ledger entry, once', async (_, cancel) => {
      const { buyer, trade, due } = await unpaidTrade(51)
      const orderSn = (await orderMoney(trade.trade_sn))[0]?.sn ?? ''
      await setBalance(buyer.id, 700)
      expect((await part(buyer.token, trade.trade_sn)).statusCode).toBe(200)
      const reference = await started(buyer.token, trade.trade_sn)
      await cancel(buyer, orderSn)
      await get('/buyer/trade/orders', buyer.token) // reading again changes nothing
      expect(await balance(buyer.id)).toBe(700)
      expect((await ledger(buyer.id)).slice(1)).toEqual([{ kind: 'REFUND', amount_cents: 700, balance_cents: 700, remark: `Devolución del saldo usado en el pedido cancelado ${orderSn}` }])
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({ pay_state: 'CANCELLED', need_pay_price: 0, refund_price: 7, deposite: { balance: 7 } })
      // the gateway's money for the rest, arriving after the cancel, also goes back
      expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due - 700))).body).toBe('success')
      expect(await balance(buyer.id)).toBe(due)
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({ pay_state: 'CANCELLED', refund_price: due / 100 })
    })
  })

  describe('bank transfer', () => {
    it('shows the marketplace account and a reference, and leaves the orders pending confirmation, never auto-cancelled', async () => {
      const { buyer, trade, due } = await unpaidTrade(52)
      await setBalance(buyer.id, 300)
      expect((await part(buyer.token, trade.trade_sn)).statusCode).toBe(200)
      const reply = await post(`/buyer/payment/transfer/TRADE/${trade.trade_sn}`, {}, buyer.token)
      expect(reply.statusCode).toBe(200)
      const instructions = { bank_name: 'BBVA México', account_name: 'Vitrina Comercio B2B, S.A. de C.V.', clabe: '012180001234567899', reference: trade.trade_sn, amount: (due - 300) / 100 }
      expect(json(reply)).toEqual(instructions)
      // choosing it again (a second tab, a reload) changes nothing and says the same
      expect(json(await post(`/buyer/payment/transfer/TRADE/${trade.trade_sn}`, {}, buyer.token))).toEqual(instructions)
      expect(await cashierOf(buyer.token, trade.trade_sn)).toMatchObject({ pay_state: 'UNPAID', pay_type_text: 'TRANSFER', transfer: instructions, balance_price: 3 })
      const orderSn = (await orderMoney(trade.trade_sn))[0]?.sn ?? ''
      const listed = async () => json<{ data: { sn: string; status_code: number; order_status_text: string; cancel_left_time: number; payment_type: string }[] }>(
        await get('/buyer/trade/orders?order_status=WAIT_SHIP&lang=en_US', buyer.token)).data.find((line) => line.sn === orderSn)
      expect(await listed()).toMatchObject({ status_code: 8, order_status_text: 'Pending confirmation', cancel_left_time: 0, payment_type: 'TRANSFER' })
      expect(json(await get(`/buyer/trade/orders/${orderSn}/cancel-left-time`, buyer.token))).toBe(0)
      api.advance(3 * 3600 * 1000)
      expect((await listed())?.status_code).toBe(8)
      expect(await orderMoney(trade.trade_sn)).toMatchObject([{ order_status: 'CONFIRM', payment_type: 'TRANSFER', balance_cents: 300 }])
    })

    it('refuses a paid order, an unknown kind, and another buyer’s trade', async () => {
      const { buyer, trade, due } = await unpaidTrade(53)
      await setBalance(buyer.id, due)
      expect((await post(`/buyer/balance/pay/TRADE/${trade.trade_sn}`, {}, buyer.token)).statusCode).toBe(200)
      const paid = await post(`/buyer/payment/transfer/TRADE/${trade.trade_sn}?lang=en_US`, {}, buyer.token)
      expect([paid.statusCode, message(paid)]).toEqual([400, 'This order is already paid or closed'])
      expect((await post(`/buyer/payment/transfer/SHOP/${trade.trade_sn}`, {}, buyer.token)).statusCode).toBe(400)
      const other = await newBuyer(api)
      expect((await post(`/buyer/payment/transfer/TRADE/${trade.trade_sn}`, {}, other.token)).statusCode).toBe(400)
      expect((await orderMoney(trade.trade_sn))[0]?.payment_type).toBe('ONLINE')
    })
  })

  describe('bill status (GET payment/weixin/status/{id})', () => {
    it('follows one gateway payment from started to paid, for its own buyer only', async () => {
      const { buyer, trade, due } = await unpaidTrade(54)
      const reference = await started(buyer.token, trade.trade_sn)
      const status = (token: string) => get(`/buyer/payment/weixin/status/${encodeURIComponent(reference)}?lang=en_US`, token)
      expect(json(await status(buyer.token))).toEqual({ reference, status: 'STARTED', kind: 'TRADE', sn: trade.trade_sn, paid: 0 })
      expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due, 'DECLINED'))).body).toBe('success')
      expect(json<{ status: string }>(await status(buyer.token)).status).toBe('DECLINED')
      expect((await post('/buyer/payment/notify/sandboxPlugin', notice(reference, due))).body).toBe('success')
      expect(json(await status(buyer.token))).toMatchObject({ status: 'PAID', paid: 1 })
      const other = await newBuyer(api)
      const foreign = await status(other.token)
      expect([foreign.statusCode, message(foreign)]).toEqual([404, 'This payment is not among yours'])
      expect((await get(`/buyer/payment/weixin/status/${'x'.repeat(65)}`, buyer.token)).statusCode).toBe(400)
    })
  })
})
