import { systemText } from '../text/system-text';
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../../src/core/contract/locales';
import type { BillState, Cashier, PaymentMethod } from '../../../../src/core/contract/types-payment';
import type { Db, Queryable } from '../../db/types';
import { ApiError, notFoundError, ruleError } from '../../http/errors';
import { StartupError } from '../../startup-error';
import { toMxn } from '../../http/money';
import { creditBalance } from './balance-credit';
import { payFromBalance } from './balance-pay';
import { bankAccountFromEnv, transferInstructions, type BankAccount } from './bank-transfer';
import type { PaymentGateway } from './gateway';
import { findWallet } from '../../repos/payment/balance';
import { findBill, insertBill, lockBill, refundedCents, settleBill } from '../../repos/payment/bills';
import { findShipTo, markOrdersPaid, markPaidByTransfer, orderStates as readOrderStates } from '../../repos/payment/orders';
import { payableOrders, refuseCod, refuseExpired, type PayKind } from './payable';
import { QR_PLUGIN } from './qr-plugin';
import { recordCommissions } from '../distribution/commission-hooks';

const METHOD_NAMES: Record<string, Record<Locale, string>> = {
  sandboxPlugin: {
    es_MX: 'Tarjeta o transferencia en línea (pasarela de prueba)',
    en_US: 'Card or online transfer (sandbox gateway)',
    zh_CN: '银行卡或在线转账（沙箱网关）',
  },
  [QR_PLUGIN]: { es_MX: 'Código QR: paga desde tu teléfono', en_US: 'QR code: pay from your phone', zh_CN: '扫码支付：用手机付款' },
  balancePlugin: { es_MX: 'Saldo de la cuenta', en_US: 'Account balance', zh_CN: '账户余额' },
  transferPlugin: { es_MX: 'Transferencia bancaria (SPEI)', en_US: 'Bank transfer (SPEI)', zh_CN: '银行转账（SPEI）' },
};

/** How long a QR code may be paid; afterwards its bill reads EXPIRED and the gateway refuses it. */
export const QR_TTL_SECONDS = 10 * 60;

/** Where a trade (or order) stands for the cashier and `/payment-complete`. */
export type PayState = 'UNPAID' | 'PAID' | 'CANCELLED';

export interface PaymentServiceOptions {
  /** cancels orders whose pay window ran out, so the cashier never shows an expired order as due */
  sweepExpired?: () => Promise<unknown>;
  /** where bank transfers go; TRANSFER_* environment variables by default */
  bankAccount?: BankAccount;
  /** NODE_ENV=production: a sandbox gateway is refused, so its play money never pays or credits */
  production?: boolean;
}

/** The one rule that keeps sandbox money out of real books: no sandbox gateway in production. */
function refuseSandboxMoney(gateway: PaymentGateway | undefined, production: boolean): void {
  if (production && gateway?.sandbox) {
    throw new StartupError('The sandbox payment gateway cannot take payments with NODE_ENV=production (set PAYMENT_GATEWAY=none)');
  }
}

/**
 * Payments over `gateway`, or with no online gateway at all (undefined, PAYMENT_GATEWAY=none):
 * then only the balance and bank transfer are offered, and starting a gateway payment is refused.
 */
export function createPaymentService(
  db: Db,
  clock: () => number,
  gateway: PaymentGateway | undefined,
  options: PaymentServiceOptions = {},
) {
  const now = () => Math.floor(clock() / 1000);
  const bankAccount = options.bankAccount ?? bankAccountFromEnv();
  const production = options.production ?? false;
  refuseSandboxMoney(gateway, production);
  const onlineGateway = (): PaymentGateway => {
    if (!gateway) throw ruleError('tradeOnlineOff');
    return gateway;
  };
  /** Only what works: the gateway's method and its QR code need a gateway (that has one). */
  const offered = (pluginId: string) =>
    pluginId === QR_PLUGIN ? Boolean(gateway?.startQr) : pluginId === 'sandboxPlugin' ? Boolean(gateway) : true;

  /**
   * How many orders a payment covers and how many are cancelled; what they cost, what of that
   * came from the balance, and what of the balance went back when orders were cancelled.
   */
  async function orderStates(q: Queryable, memberId: number, kind: PayKind, sn: string) {
    const row = await readOrderStates(q, memberId, kind, sn);
    return {
      total: row?.total ?? 0,
      cancelled: row?.cancelled ?? 0,
      orderCents: Number(row?.order_cents ?? 0),
      balanceCents: Number(row?.balance_cents ?? 0),
      returnedCents: Number(row?.returned_cents ?? 0),
    };
  }

  /** The orders a gateway payment of `kind`/`sn` pays, what is due, and its new bill's reference. */
  async function newBill(
    memberId: number,
    kind: PayKind,
    sn: string,
    pluginId: string,
  ): Promise<{ reference: string; due: number; at: number }> {
    const orders = await payableOrders(db, kind, sn, { memberId });
    const due = orders.reduce((sum, order) => sum + order.due, 0);
    if (orders.length === 0 || due === 0) throw ruleError('tradeNothingToPay');
    refuseCod(orders);
    const at = now();
    refuseExpired(orders, at);
    const reference = `${kind}:${sn}:${randomBytes(6).toString('hex')}`;
    await insertBill(db, {
      reference,
      member_id: memberId,
      kind,
      sn,
      trade_sn: orders[0]?.trade_sn ?? sn,
      amount_cents: due,
      pluginId,
      at,
    });
    return { reference, due, at };
  }

  return {
    /** The methods the cashier offers. */
    methods: (locale: Locale): PaymentMethod[] =>
      Object.entries(METHOD_NAMES)
        .filter(([pluginId]) => offered(pluginId))
        .map(([plugin_id, names]) => ({ method_name: names[locale], plugin_id, is_retrace: 0, image: '' })),

    /**
     * `GET trade/orders/cashier`: what is still due, where it ships, the balance, and (for
     * `/payment-complete`) whether the orders are paid, still due or were cancelled, with what of
     * a gateway payment went back to the balance.
     */
    async cashier(memberId: number, kind: PayKind, sn: string): Promise<Cashier> {
      await options.sweepExpired?.();
      const states = await orderStates(db, memberId, kind, sn);
      if (states.total === 0) throw new ApiError('not_found', 'notFound');
      const orders = await payableOrders(db, kind, sn, { memberId });
      const wallet = await findWallet(db, memberId);
      const first = await findShipTo(db, memberId, kind, sn);
      const payState: PayState = orders.length > 0 ? 'UNPAID' : states.cancelled === states.total ? 'CANCELLED' : 'PAID';
      const due = orders.reduce((sum, order) => sum + order.due, 0);
      const transfer = orders.some((order) => order.payment_type === 'TRANSFER');
      return {
        ship_name: first?.ship_name ?? '',
        ship_addr: first?.ship_addr ?? '',
        ship_mobile: first?.ship_mobile ?? '',
        ship_province: first?.ship_province ?? '',
        ship_city: first?.ship_city ?? '',
        ship_county: first?.ship_county ?? '',
        need_pay_price: toMxn(due),
        // the orders' payment type: ONLINE, COD (paid to the carrier), or TRANSFER once the buyer
        // chose a bank transfer (the orders await confirmation)
        pay_type_text: transfer ? 'TRANSFER' : (first?.payment_type ?? 'ONLINE'),
        pay_state: payState,
        // the orders' total, and the part of it already paid from the balance
        order_price: toMxn(states.orderCents),
        balance_price: toMxn(states.balanceCents),
        // gateway money that went back to the balance, and balance parts of cancelled orders
        refund_price: toMxn((await refundedCents(db, memberId, kind, sn)) + states.returnedCents),
        transfer: transfer ? transferInstructions(bankAccount, sn, due) : null,
        deposite: {
          is_used: states.balanceCents > 0 ? 1 : 0,
          is_pwd: wallet?.payment_password_hash ? 1 : 0,
          balance: toMxn(wallet?.balance_cents ?? 0),
        },
      };
    },

    /**
     * `GET order/pay/{kind}/{sn}`: the form the client posts to the gateway. Each start is a bill
     * with its own reference, so the gateway's notification settles exactly that payment, once.
     */
    async start(memberId: number, kind: PayKind, sn: string, urls: { returnUrl: (reference: string) => string; notifyUrl: string }) {
      const active = onlineGateway();
      const { reference, due } = await newBill(memberId, kind, sn, active.pluginId);
      return active.start({ reference, amountCents: due, returnUrl: urls.returnUrl(reference), notifyUrl: urls.notifyUrl });
    },

    /**
     * `GET order/pay/{kind}/{sn}?payment_plugin_id=weixinPayPlugin`: a QR payment, a bill like any
     * other, whose code the payer's phone opens at the gateway; the cashier then polls its status.
     */
    async startQr(memberId: number, kind: PayKind, sn: string, urls: { notifyUrl: string; locale: Locale }) {
      const active = onlineGateway();
      if (!active.startQr) throw notFoundError();
      const { reference, due, at } = await newBill(memberId, kind, sn, QR_PLUGIN);
      const expiresAt = at + QR_TTL_SECONDS;
      const { qr_url } = active.startQr({ reference, amountCents: due, expiresAt, notifyUrl: urls.notifyUrl, locale: urls.locale });
      return { reference, qr_url, amount: toMxn(due), expires_in: QR_TTL_SECONDS };
    },

    /**
     * `POST balance/part`: pays min(balance, due) from the balance and leaves the rest due for
     * the gateway or a transfer; never 'Insufficient balance', only "no balance" when it is zero.
     */
    payPart: (memberId: number, kind: PayKind, sn: string, password: string | undefined) =>
      payFromBalance(db, now(), { memberId, kind, sn, password, mode: 'PART' }),

    /**
     * `POST payment/transfer`: the buyer will pay what is due by bank transfer. The orders leave
     * the online pay window for "pending confirmation" (list code 8), like cash on delivery, so
     * the sweep never cancels them while the deposit travels; the reply is the instructions.
     */
    async chooseTransfer(memberId: number, kind: PayKind, sn: string) {
      return db.tx(async (q) => {
        const orders = await payableOrders(q, kind, sn, { memberId, lock: true });
        const due = orders.reduce((sum, order) => sum + order.due, 0);
        if (orders.length === 0 || due === 0) throw ruleError('tradeNothingToPay');
        refuseCod(orders);
        refuseExpired(orders, now());
        await markPaidByTransfer(
          q,
          orders.map((order) => order.sn),
        );
        return transferInstructions(bankAccount, sn, due);
      });
    },

    /**
     * `GET payment/weixin/status/{id}`: where one gateway payment (bill) of the member stands; a
     * QR code nobody paid in time reads EXPIRED (the gateway refuses it from then on).
     */
    async billStatus(memberId: number, reference: string): Promise<BillState> {
      const bill = await findBill(db, reference);
      if (!bill || Number(bill.member_id) !== memberId) throw new ApiError('not_found', 'tradeBillMissing');
      const expired = bill.status === 'STARTED' && bill.plugin_id === QR_PLUGIN && Number(bill.created_at) + QR_TTL_SECONDS <= now();
      return {
        reference: bill.reference,
        // the bills table holds only STARTED, DECLINED, PAID and REFUNDED (see its migration)
        status: expired ? 'EXPIRED' : (bill.status as BillState['status']),
        kind: bill.kind,
        sn: bill.sn,
        paid: bill.status === 'PAID' ? 1 : 0,
      };
    },

    /**
     * The gateway's server-to-server notification, verified by signature and matched to its bill.
     * Money is never dropped: it pays the orders still open; whatever they no longer need (the
     * buyer or the sweep cancelled them, or they were paid another way meanwhile) goes back to
     * the balance with a REFUND ledger entry. A repeated notification changes nothing.
     */
    async notify(fields: Readonly<Record<string, string>>): Promise<boolean> {
      if (!gateway) return false;
      refuseSandboxMoney(gateway, production);
      const payment = gateway.verify(fields);
      if (!payment) return false;
      return db.tx(async (q) => {
        const bill = await lockBill(q, payment.reference);
        if (!bill || bill.amount_cents !== payment.amountCents) return false;
        if (bill.status === 'PAID' || bill.status === 'REFUNDED') return true;
        const at = now();
        if (!payment.paid) {
          await settleBill(q, bill.reference, { status: 'DECLINED', appliedCents: 0, refundedCents: 0, at });
          return true;
        }
        const orders = await payableOrders(q, bill.kind, bill.sn, { memberId: bill.member_id, lock: true });
        const due = orders.reduce((sum, order) => sum + order.due, 0);
        const applied = orders.length > 0 && due <= bill.amount_cents ? due : 0;
        if (applied > 0) {
          await markOrdersPaid(
            q,
            orders.map((order) => order.sn),
            at,
          );
          // the paid orders' commissions for the buyer's distributors (issue 12 §5)
          await recordCommissions(
            q,
            orders.map((order) => order.sn),
            at,
          );
        }
        const rest = bill.amount_cents - applied;
        if (rest > 0) {
          const states = await orderStates(q, bill.member_id, bill.kind, bill.sn);
          const remark = systemText(states.cancelled > 0 ? 'tradeRefundCancelled' : 'tradeRefundDuplicate', { sn: bill.sn });
          await creditBalance(q, { memberId: bill.member_id, cents: rest, remark, at });
        }
        await settleBill(q, bill.reference, { status: applied > 0 ? 'PAID' : 'REFUNDED', appliedCents: applied, refundedCents: rest, at });
        return true;
      });
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
