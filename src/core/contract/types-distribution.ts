// Reply shapes of the distribution programme (issue 12 §5). Money is MXN with at most 2 decimals;
// every amount is the server's. Ledger lines are a kind plus parameters, rendered by the reader.
import { enums, nullable, number, string, type, type Infer } from 'superstruct';
import { COMMISSION_STATUSES, WITHDRAWAL_STATUSES } from './rules-distribution';
import { javashopPage } from './shared-structs';

/** `GET /buyer/distribution`: my link, the programme's settings and my money. */
export const DistributionSummary = type({
  referral_code: string(),
  /** the storefront's register page with `?ref=` */
  referral_link: string(),
  /** the link as a QR code (an SVG data URL drawn by the server, so the page ships no encoder) */
  referral_qr: string(),
  /** per level, percent (5 = 5 %) */
  level1_rate: number(),
  level2_rate: number(),
  min_withdrawal: number(),
  /** settled minus taken back minus withdrawn: what may be withdrawn (negative after a take-back) */
  available: number(),
  pending: number(),
  settled_total: number(),
  taken_back_total: number(),
  withdrawn_total: number(),
});
export type DistributionSummary = Infer<typeof DistributionSummary>;

/** A buyer I brought (level 1), with their paid orders. */
export const Downline = type({ member_id: number(), name: string(), registered_at: number(), order_count: number() });
export const DownlinePage = javashopPage(Downline);
export type Downline = Infer<typeof Downline>;

/** One commission of an order of my downline. */
export const Commission = type({
  id: number(),
  order_sn: string(),
  buyer_name: string(),
  level: enums([1, 2]),
  rate: number(),
  /** what the buyer paid for the goods (after discounts, without freight) */
  order_price: number(),
  amount: number(),
  taken_back: number(),
  status: enums(COMMISSION_STATUSES),
  create_time: number(),
  settle_time: nullable(number()),
});
export const CommissionPage = javashopPage(Commission);
export type Commission = Infer<typeof Commission>;

/** A commission taken back because its order was refunded after settlement. */
export const PerformanceRefund = type({ id: number(), order_sn: string(), level: enums([1, 2]), amount: number(), create_time: number() });
export const PerformanceRefundPage = javashopPage(PerformanceRefund);
export type PerformanceRefund = Infer<typeof PerformanceRefund>;

/** A settlement period (a calendar month, UTC) with its totals. */
export const SettlementPeriod = type({
  period: string(),
  orders: number(),
  settled: number(),
  taken_back: number(),
  withdrawn: number(),
  net: number(),
});
export const SettlementPeriodPage = javashopPage(SettlementPeriod);
export type SettlementPeriod = Infer<typeof SettlementPeriod>;

/** `GET /buyer/distribution/account`: where withdrawals go (empty until set). */
export const BankAccount = type({ clabe: string(), bank_name: string(), account_holder: string() });
export type BankAccount = Infer<typeof BankAccount>;

export const Withdrawal = type({
  id: number(),
  member_id: number(),
  amount: number(),
  status: enums(WITHDRAWAL_STATUSES),
  clabe: string(),
  bank_name: string(),
  account_holder: string(),
  remark: string(),
  create_time: number(),
  update_time: number(),
});
export const WithdrawalPage = javashopPage(Withdrawal);
export type Withdrawal = Infer<typeof Withdrawal>;
export const WithdrawalCreated = type({ id: number(), available: number() });
