import type { Queryable } from '../db/types';
import { insertDemoReceiptAddress, insertDemoTitle, limitNewestCartShopToElectronic } from '../repos/seed/receipts';

type TitleSeed = [type: 'ELECTRO' | 'VATORDINARY', title: string, taxNo: string, email: string, isDefault: 0 | 1];

// The demo member's receipt book: two electronic titles (the company one the default), one ordinary VAT.
const TITLES: TitleSeed[] = [
  ['ELECTRO', 'Abarrotes Demo SA de CV', 'ADE150312AB4', 'facturas@vitrina.example', 1],
  ['ELECTRO', 'Demo Mayorista', '', 'demo@vitrina.example', 0],
  ['VATORDINARY', 'Abarrotes Demo SA de CV', 'ADE150312AB4', 'facturas@vitrina.example', 1],
];

/**
 * The demo member's saved invoice titles and invoice mailing address, and one shop that issues
 * only electronic invoices: the second shop of the demo cart, so its order form shows the check.
 */
export async function seedReceipts(q: Queryable, now: number): Promise<void> {
  for (const [i, [type, title, taxNo, email, isDefault]] of TITLES.entries()) {
    await insertDemoTitle(q, { type, title, taxNo, email, isDefault, at: now - (30 - i) * 86_400 });
  }
  await insertDemoReceiptAddress(q, now - 20 * 86_400);
  await limitNewestCartShopToElectronic(q);
}
