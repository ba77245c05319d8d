import type { PaymentType } from '../../core/contract/checkout';

let kept: PaymentType | null = null;

/**
 * The payment type the buyer picked in this checkout, kept while they step from the order form to
 * an invoice's details and back (the form remounts), and forgotten once the order is sent or the
 * form is left for anything else: the next checkout starts with nothing chosen.
 */
export const payChoice = {
  get: (): PaymentType | null => kept,
  keep(type: PaymentType | null): void {
    kept = type;
  },
  forget(): void {
    kept = null;
  },
};
