import { randomBytes } from 'node:crypto'
import type { Locale } from '../../../../src/core/contract/locales'
import { formatMessage } from '../../../../src/core/contract/messages'
import type { Db, Queryable } from '../../db/types'
import { ApiError, ruleError } from '../../http/errors'
import { toMxn } from '../../http/money'
import { creditBalance } from './balance-credit'
import type { PaymentGateway } from './gateway'
import { coveredBy, payableOrders, refuseExpired, type PayKind } from './payable'
import { insertBill, lockBill, refundedCents, settleBill } from './payment-bills'

const METHOD_NAMES: Record<string, Record<Locale, string>> = {
  sandboxPlugin: { es_MX: 'Tarjeta o transferencia en línea (pasarela de prueba)', en_US: 'Card or online transfer (sandbox gateway)', zh_CN: '银行卡或在线转账（沙箱网关）' },
  balancePlugin: { es_MX: 'Saldo de la cuenta', en_US: 'Account balance', zh_CN: '账户余额' },
}

/** Where a trade (or order) stands for the cashier and `/payment-complete`. */
export type PayState = 'UNPAID' | 'PAID' | 'CANCELLED'

export interface PaymentServiceOptions {
  /** cancels orders whose pay window ran out, so the cashier never shows an expired order as due */
  sweepExpired?: () => Promise<unknown>
}

export function createPaymentService(db: Db, clock: () => number, gateway: PaymentGateway, options: PaymentServiceOptions = {}) {
  const now = () => Math.floor(clock() / 1000)

  async function orderStates(q: Queryable, memberId: number, kind: PayKind, sn: string) {
    const { rows } = await q.query<{ total: number; cancelled: number }>(
      `select count(*)::int as total, count(*) filter (where o.order_status = 'CANCELLED')::int as cancelled from trade_order o
       where o.member_id = $2 and ${coveredBy(kind, '$1')}`,
      [sn, memberId],
    )
    return rows[0] ?? { total: 0, cancelled: 0 }
  }

  return {
    methods: (locale: Locale) =>
      Object.entries(METHOD_NAMES).map(([plugin_id, names]) => ({ method_name: names[locale], plugin_id, is_retrace: 0, image: '' })),

    /**
     * `GET trade/orders/cashier`: what is still due, where it ships, the balance, and (for
     * `/payment-complete`) whether the orders are paid, still due or were cancelled, with what of
     * a gateway payment went back to the balance.
     */
    async cashier(memberId: number, kind: PayKind, sn: string) {
      await options.sweepExpired?.()
      const states = await orderStates(db, memberId, kind, sn)
      if (states.total === 0) throw new ApiError('not_found', 'notFound')
      const orders = await payableOrders(db, kind, sn, { memberId })
      const { rows } = await db.query<{ balance_cents: number; payment_password_hash: string | null }>('select balance_cents, payment_password_hash from member where id = $1', [memberId])
      const { rows: ship } = await db.query<{ ship_name: string; ship_mobile: string; ship_province: string; ship_city: string; ship_county: string; ship_addr: string }>(
        `select ship_name, ship_mobile, ship_province, ship_city, ship_county, ship_addr from trade_order o where o.member_id = $2 and ${coveredBy(kind, '$1')} order by o.sn limit 1`,
        [sn, memberId],
      )
      const first = ship[0]
      const payState: PayState = orders.length > 0 ? 'UNPAID' : states.cancelled === states.total ? 'CANCELLED' : 'PAID'
      return {
        ship_name: first?.ship_name ?? '',
        ship_addr: first?.ship_addr ?? '',
        ship_mobile: first?.ship_mobile ?? '',
        ship_province: first?.ship_province ?? '',
        ship_city: first?.ship_city ?? '',
        ship_county: first?.ship_county ?? '',
        need_pay_price: toMxn(orders.reduce((sum, order) => sum + order.due, 0)),
        pay_type_text: 'ONLINE',
        pay_state: payState,
        refund_price: toMxn(await refundedCents(db, memberId, kind, sn)),
        deposite: { is_used: 0, is_pwd: rows[0]?.payment_password_hash ? 1 : 0, balance: toMxn(rows[0]?.balance_cents ?? 0) },
      }
    },

    /**
     * `GET order/pay/{kind}/{sn}`: the form the client posts to the gateway. Each start is a bill
     * with its own reference, so the gateway's notification settles exactly that payment, once.
     */
    async start(memberId: number, kind: PayKind, sn: string, urls: { returnUrl: string; notifyUrl: string }) {
      const orders = await payableOrders(db, kind, sn, { memberId })
      const due = orders.reduce((sum, order) => sum + order.due, 0)
      if (orders.length === 0 || due === 0) throw ruleError('tradeNothingToPay')
      const at = now()
      refuseExpired(orders, at)
      const reference = `${kind}:${sn}:${randomBytes(6).toString('hex')}`
      await insertBill(db, { reference, member_id: memberId, kind, sn, trade_sn: orders[0]?.trade_sn ?? sn, amount_cents: due, pluginId: gateway.pluginId, at })
      return gateway.start({ reference, amountCents: due, returnUrl: urls.returnUrl, notifyUrl: urls.notifyUrl })
    },

    /**
     * The gateway's server-to-server notification, verified by signature and matched to its bill.
     * Money is never dropped: it pays the orders still open; whatever they no longer need (the
     * buyer or the sweep cancelled them, or they were paid another way meanwhile) goes back to
     * the balance with a REFUND ledger entry. A repeated notification changes nothing.
     */
    async notify(fields: Readonly<Record<string, string>>): Promise<boolean> {
      const payment = gateway.verify(fields)
      if (!payment) return false
      return db.tx(async (q) => {
        const bill = await lockBill(q, payment.reference)
        if (!bill || bill.amount_cents !== payment.amountCents) return false
        if (bill.status === 'PAID' || bill.status === 'REFUNDED') return true
        const at = now()
        if (!payment.paid) {
          await settleBill(q, bill.reference, { status: 'DECLINED', appliedCents: 0, refundedCents: 0, at })
          return true
        }
        const orders = await payableOrders(q, bill.kind, bill.sn, { memberId: bill.member_id, lock: true })
        const due = orders.reduce((sum, order) => sum + order.due, 0)
        const applied = orders.length > 0 && due <= bill.amount_cents ? due : 0
        if (applied > 0) {
          await q.query(
            `update trade_order set paid_cents = order_cents, pay_status = 'PAY_YES', order_status = 'PAID_OFF', paid_at = $2 where sn = any($1::text[])`,
            [orders.map((order) => order.sn), at],
          )
        }
        const rest = bill.amount_cents - applied
        if (rest > 0) {
          const states = await orderStates(q, bill.member_id, bill.kind, bill.sn)
          const remark = formatMessage(states.cancelled > 0 ? 'tradeRefundCancelled' : 'tradeRefundDuplicate', 'es_MX', { sn: bill.sn })
          await creditBalance(q, { memberId: bill.member_id, cents: rest, remark, at })
        }
        await settleBill(q, bill.reference, { status: applied > 0 ? 'PAID' : 'REFUNDED', appliedCents: applied, refundedCents: rest, at })
        return true
      })
    },
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
