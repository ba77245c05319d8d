import { toMxn } from '../../http/money';

/** Where buyers send an offline (SPEI) transfer: the marketplace's own account. */
export interface BankAccount {
  bank_name: string;
  account_name: string;
  /** the 18-digit CLABE a Mexican bank transfer is addressed to */
  clabe: string;
}

/** The marketplace's account, from TRANSFER_BANK_NAME, TRANSFER_ACCOUNT_NAME and TRANSFER_CLABE. */
export function bankAccountFromEnv(env: NodeJS.ProcessEnv = process.env): BankAccount {
  return {
    bank_name: env.TRANSFER_BANK_NAME ?? 'BBVA México',
    account_name: env.TRANSFER_ACCOUNT_NAME ?? 'Vitrina Comercio B2B, S.A. de C.V.',
    clabe: env.TRANSFER_CLABE ?? '012180001234567899',
  };
}

/**
 * What the buyer writes on the transfer: the trade (or order) number, so whoever confirms the
 * deposit finds the orders it pays. It is already unique and printed on every page of the order.
 */
export const transferReference = (sn: string) => sn;

/** The instructions the cashier shows for a bank transfer of `dueCents`. */
export function transferInstructions(account: BankAccount, sn: string, dueCents: number) {
  return { ...account, reference: transferReference(sn), amount: toMxn(dueCents) };
}
