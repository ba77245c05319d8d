// The one MXN formatter (contract/money.ts, shared with the server) and centavo conversions.
export { formatMoney } from './contract/money';

/** Integer centavos to a decimal amount, and back, without float drift. */
export const fromCentavos = (c: number): number => Math.round(c) / 100;
export const toCentavos = (amount: number): number => Math.round(amount * 100);
