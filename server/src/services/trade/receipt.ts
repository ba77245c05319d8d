import {
  normalizeReceiptValue,
  RECEIPT_EXAMPLE,
  RECEIPT_FIELDS,
  RECEIPT_MAX,
  RECEIPT_TYPES,
  receiptProblem,
  type Receipt,
  type ReceiptField,
} from '../../../../src/core/contract/checkout';
import { validationError } from '../../http/errors';
import { oneOf, optionalString, type Source } from '../../http/params';

/**
 * The invoice of `POST trade/checkout-params/receipt`, checked by the rules the order form uses
 * (contract/checkout.ts): each type's required fields, lengths and formats, the first problem as
 * a translated 400 naming the field. Fields a type does not ask for are kept when sent (a
 * Javashop client sends the receipt address too), within their lengths.
 */
export function parseReceipt(source: Source): Receipt {
  const type = oneOf(source, 'receipt_type', RECEIPT_TYPES);
  if (!type) throw validationError('fieldRequired', { field: 'receipt_type' });
  const values: Partial<Record<ReceiptField, string>> = {};
  for (const field of RECEIPT_FIELDS) {
    // the longest accepted value plus room for the spaces normalizing removes
    const value = optionalString(source, field, RECEIPT_MAX[field] * 2);
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
