import type { Locale } from '../../../../src/core/contract/locales'
import type { Db } from '../../db/types'
import { ApiError, ruleError } from '../../http/errors'
import { toMxn } from '../../http/money'
import type { PaymentGateway } from './gateway'

const METHOD_NAMES: Record<string, Record<Locale, string>> = {
  sandboxPlugin: { es_MX: 'Tarjeta o transferencia en línea (pasarela de prueba)', en_US: 'Card or online transfer (sandbox gateway)', zh_CN: '银行卡或在线转账（沙箱网关）' },
  balancePlugin: { es_MX: 'Saldo de la cuenta', en_US: 'Account balance', zh_CN: '账户余额' },
}

type Kind = 'TRADE' | 'ORDER'

export function createPaymentService(db: Db, clock: () => number, gateway: PaymentGateway) {
  const now = () => Math.floor(clock() / 1000)

  async function unpaid(memberId: number | null, kind: Kind, sn: string) {
    const { rows } = await db.query<{ sn: string; trade_sn: string; due: number; ship_name: string; ship_mobile: string; ship_province: string; ship_city: string; ship_county: string; ship_addr: string }>(
      `select sn, trade_sn, order_cents - paid_cents as due, ship_name, ship_mobile, ship_province, ship_city, ship_county, ship_addr from trade_order
       where ($1::bigint is null or member_id = $1) and ${kind === 'TRADE' ? 'trade_sn' : 'sn'} = $2 and pay_status <> 'PAY_YES' and order_status <> 'CANCELLED'
       order by sn`,
      [memberId, sn],
    )
    return rows
  }

  return {
    methods: (locale: Locale) =>
      Object.entries(METHOD_NAMES).map(([plugin_id, names]) => ({ method_name: names[locale], plugin_id, is_retrace: 0, image: '' })),

    /** `GET trade/orders/cashier`: what is still due, where it ships, and the balance. */
    async cashier(memberId: number, kind: Kind, sn: string) {
      const { rows: exists } = await db.query(`select 1 from trade_order where member_id = $1 and ${kind === 'TRADE' ? 'trade_sn' : 'sn'} = $2 limit 1`, [memberId, sn])
      if (exists.length === 0) throw new ApiError('not_found', 'notFound')
      const orders = await unpaid(memberId, kind, sn)
      const { rows } = await db.query<{ balance_cents: number; payment_password_hash: string | null }>('select balance_cents, payment_password_hash from member where id = $1', [memberId])
      const first = orders[0]
      return {
        ship_name: first?.ship_name ?? '',
        ship_addr: first?.ship_addr ?? '',
        ship_mobile: first?.ship_mobile ?? '',
        ship_province: first?.ship_province ?? '',
        ship_city: first?.ship_city ?? '',
        ship_county: first?.ship_county ?? '',
        need_pay_price: toMxn(orders.reduce((sum, order) => sum + order.due, 0)),
        pay_type_text: 'ONLINE',
        deposite: { is_used: 0, is_pwd: rows[0]?.payment_password_hash ? 1 : 0, balance: toMxn(rows[0]?.balance_cents ?? 0) },
      }
    },

    /** `GET order/pay/{kind}/{sn}`: the form the client posts to the gateway. */
    async start(memberId: number, kind: Kind, sn: string, urls: { returnUrl: string; notifyUrl: string }) {
      const orders = await unpaid(memberId, kind, sn)
      const due = orders.reduce((sum, order) => sum + order.due, 0)
      if (orders.length === 0 || due === 0) throw ruleError('tradeNothingToPay')
      return gateway.start({ reference: `${kind}:${sn}`, amountCents: due, returnUrl: urls.returnUrl, notifyUrl: urls.notifyUrl })
    },

    /**
     * The gateway's server-to-server notification: verified by signature, then the orders are
     * marked paid in one transaction, once (a repeated notification changes nothing).
     */
    async notify(fields: Readonly<Record<string, string>>): Promise<boolean> {
      const payment = gateway.verify(fields)
      if (!payment) return false
      if (!payment.paid) return true
      const [kind, sn] = payment.reference.split(':') as [string, string | undefined]
      if ((kind !== 'TRADE' && kind !== 'ORDER') || !sn) return false
      return db.tx(async (q) => {
        const { rows } = await q.query<{ sn: string; due: number }>(
          `select sn, order_cents - paid_cents as due from trade_order where ${kind === 'TRADE' ? 'trade_sn' : 'sn'} = $1
             and pay_status <> 'PAY_YES' and order_status <> 'CANCELLED' order by sn for update`,
          [sn],
        )
        if (rows.length === 0) return true
        if (rows.reduce((sum, row) => sum + row.due, 0) !== payment.amountCents) return false
        await q.query(
          `update trade_order set paid_cents = order_cents, pay_status = 'PAY_YES', order_status = 'PAID_OFF', paid_at = $2 where sn = any($1::text[])`,
          [rows.map((row) => row.sn), now()],
        )
        return true
      })
    },
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
