import type { Queryable } from '../db/types';
import { insertDemoReceiptAddress, insertDemoTitle, limitNewestCartShopToElectronic } from '../repos/seed/receipts';

type TitleSeed = [
  type: 'ELECTRO' | 'VATORDINARY',
  title: string,
  taxNo: string,
  email: string,
  isDefault: 0 | 1,
  cfdi: [zip: string, regime: string, use: string],
];

// The demo member's receipt book: two electronic titles (the company one the default), one ordinary
// VAT; each a CFDI 4.0 receiver as SAT registers it (legal name in capitals without "S.A. de C.V.",
// RFCs with their check digits, contract/cfdi.ts).
const TITLES: TitleSeed[] = [
  ['ELECTRO', 'ABARROTES DEMO', 'ADE150312AB7', 'facturas@vitrina.example', 1, ['06700', '601', 'G01']],
  ['ELECTRO', 'DANIEL MAYORGA', 'MAYD850614K99', 'demo@vitrina.example', 0, ['06700', '612', 'G03']],
  ['VATORDINARY', 'ABARROTES DEMO', 'ADE150312AB7', 'facturas@vitrina.example', 1, ['06700', '601', 'G01']],
];

/**
 * The demo member's saved invoice titles and invoice mailing address, and one shop that issues
 * only electronic invoices: the second shop of the demo cart, so its order form shows the check.
 */
export async function seedReceipts(q: Queryable, now: number): Promise<void> {
  for (const [i, [type, title, taxNo, email, isDefault, [zip, regime, use]]] of TITLES.entries()) {
    await insertDemoTitle(q, { type, title, taxNo, email, isDefault, zip, regime, use, at: now - (30 - i) * 86_400 });
  }
  await insertDemoReceiptAddress(q, now - 20 * 86_400);
  await limitNewestCartShopToElectronic(q);
}
