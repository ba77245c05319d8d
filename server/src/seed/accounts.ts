import type { Queryable } from '../db/types';
import { insertDemoLedgerEntry, setDemoBalance } from '../repos/seed/accounts';
import type { SeedContext } from './seed-context';

/** The demo member's balance and how it came to be: recharges, payments and a refund. */
const LEDGER: readonly { days: number; cents: number; kind: 'RECHARGE' | 'PAYMENT' | 'REFUND' | 'WITHDRAW'; remark: string }[] = [
  { days: 60, cents: 500_000, kind: 'RECHARGE', remark: 'SPEI 4821' },
  { days: 52, cents: -128_950, kind: 'PAYMENT', remark: 'Pedido 2026-0001' },
  { days: 40, cents: -64_300, kind: 'PAYMENT', remark: 'Pedido 2026-0007' },
  { days: 33, cents: 12_500, kind: 'REFUND', remark: 'Reembolso 2026-0007' },
  { days: 21, cents: 250_000, kind: 'RECHARGE', remark: 'SPEI 5530' },
  { days: 9, cents: -97_075, kind: 'PAYMENT', remark: 'Pedido 2026-0015' },
  { days: 2, cents: -100_000, kind: 'WITHDRAW', remark: 'Retiro a BBVA ****1234' },
];

/** Demo data of this stream, seeded after the catalogue, members and demo cart. */
export async function seedAccounts(q: Queryable, _ctx: SeedContext): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  let balance = 0;
  for (const entry of LEDGER) {
    balance += entry.cents;
    await insertDemoLedgerEntry(q, { cents: entry.cents, balance, kind: entry.kind, remark: entry.remark, at: now - entry.days * 86_400 });
  }
  await setDemoBalance(q, balance);
}
