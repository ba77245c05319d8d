import {
  normalizeReceiptValue,
  RECEIPT_EXAMPLE,
  RECEIPT_FIELDS,
  RECEIPT_MAX,
  receiptProblem,
  type Receipt,
  type ReceiptField,
  type ReceiptType,
} from '../../../../src/core/contract/checkout';
import { validationError } from '../../http/errors';

/** An invoice's fields as the route schema read them (contract `receiptFields`): each is text or absent. */
export type SentReceipt = { receipt_type: ReceiptType } & Partial<Record<ReceiptField, string | undefined>>;

/**
 * The invoice of `POST trade/checkout-params/receipt`, checked by the rules the order form uses
 * (contract/checkout.ts): each type's required fields, lengths and formats, the first problem as
 * a translated 400 naming the field. Fields a type does not ask for are kept when sent (a
 * Javashop client sends the receipt address too), within their lengths.
 */
export function parseReceipt(sent: SentReceipt): Receipt {
  const type = sent.receipt_type;
  const values: Partial<Record<ReceiptField, string>> = {};
  for (const field of RECEIPT_FIELDS) {
    const value = sent[field];
    if (value !== undefined) values[field] = normalizeReceiptValue(field, value);
  }
  const problem = receiptProblem(type, values);
  if (problem?.problem === 'required') throw validationError('fieldRequired', { field: problem.field });
  if (problem?.problem === 'tooLong') throw validationError('fieldTooLong', { field: problem.field, max: RECEIPT_MAX[problem.field] });
  if (problem) throw validationError('tradeFieldPattern', { field: problem.field, hint: RECEIPT_EXAMPLE[problem.field] ?? '' });
  for (const field of RECEIPT_FIELDS) {
    const value = values[field];
    if (value !== undefined && [...value].length > RECEIPT_MAX[field])
      throw validationError('fieldTooLong', { field, max: RECEIPT_MAX[field] });
  }
  return { receipt_type: type, ...values };
}
