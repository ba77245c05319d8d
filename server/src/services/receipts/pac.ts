import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { findUnstamped, markStamped, type StoredReceipt } from '../../repos/trade/receipt-history';

/**
 * A PAC (proveedor autorizado de certificación) as the server sees it: it takes an electronic
 * invoice's receiver and amount and stamps it (timbrado) with SAT, answering the folio fiscal, a
 * UUID. Real PACs (Finkok, SW Sapien, Facturama) implement this; `createDevPac` is the one we run,
 * as the sandbox payment gateway is (services/payment/gateway.ts).
 */
export interface Pac {
  readonly name: string;
  /** a development PAC: its folios are not SAT's, never to be given to a buyer in production */
  readonly sandbox: boolean;
  stamp(invoice: StoredReceipt): Promise<{ uuid: string }>;
}

/** Stamps every invoice at once with a random UUID in SAT's capitals. */
export function createDevPac(): Pac {
  return {
    name: 'dev',
    sandbox: true,
    stamp: async () => ({ uuid: randomUUID().toUpperCase() }),
  };
}

/**
 * When an order completes: its electronic invoice, if any and not stamped yet, is stamped and
 * marked issued with its folio. A PAC that fails leaves it to be issued (status 0) and says why in
 * the log; the order's completion does not wait on the tax authority.
 */
export async function stampOrderInvoice(
  q: Queryable,
  pac: Pac,
  input: { orderSn: string; at: number; log?: (message: string, error: unknown) => void },
): Promise<void> {
  const invoice = await findUnstamped(q, input.orderSn);
  if (!invoice) return;
  try {
    const { uuid } = await pac.stamp(invoice);
    await markStamped(q, { historyId: invoice.history_id, uuid, at: input.at });
  } catch (error) {
    input.log?.(`PAC ${pac.name} could not stamp the invoice of order ${input.orderSn}`, error);
  }
}
