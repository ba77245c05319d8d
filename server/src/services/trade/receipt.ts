import {
  normalizeReceiptValue,
  RECEIPT_EXAMPLE,
  RECEIPT_FIELDS,
  RECEIPT_MAX,
  type Receipt,
  type ReceiptField,
  type ReceiptType,
} from '../../../../src/core/contract/checkout';
import { receiptProblems, type ReceiptProblem } from '../../../../src/core/contract/receipt-rules';
import { GENERIC_REGIME, GENERIC_USE } from '../../../../src/core/contract/cfdi';
import { type ApiError, throwProblems, validationError } from '../../http/errors';

/** A problem of the invoice rules as a translated 400 naming the field as sent (`as`: the name the caller sent it under). */
export function receiptError(problem: ReceiptProblem, as: string = problem.field): ApiError {
  const field = as;
  switch (problem.problem) {
    case 'required':
      return validationError('fieldRequired', { field });
    case 'tooLong':
      return validationError('fieldTooLong', { field, max: RECEIPT_MAX[problem.field] });
    case 'format':
      return validationError('tradeFieldPattern', { field, hint: RECEIPT_EXAMPLE[problem.field] ?? '' });
    case 'rfcDate':
      return validationError('receiptRfcDate', { field });
    case 'rfcCheck':
      return validationError('receiptRfcCheck', { field });
    case 'legalNameSuffix':
      return validationError('receiptLegalNameSuffix', { field });
    case 'unknown':
      return validationError('receiptCatalogue', { field });
    case 'regimeKind':
      return validationError('receiptRegimeKind', { field });
    case 'useRegime':
      return validationError('receiptUseRegime', { field });
    case 'generic':
      return validationError('receiptGeneric', { field, code: problem.field === 'tax_regime' ? GENERIC_REGIME : GENERIC_USE });
  }
}

/** An invoice's fields as the route schema read them (contract `receiptFields`): each is text or absent. */
export type SentReceipt = { receipt_type: ReceiptType } & Partial<Record<ReceiptField, string | undefined>>;

/**
 * The invoice of `POST trade/checkout-params/receipt`, checked by the rules the order form uses
 * (contract/checkout.ts): each type's required fields, lengths and formats, every problem at once
 * as a translated 400 (FieldsError) naming each field. Fields a type does not ask for are kept
 * when sent (a Javashop client sends the receipt address too), within their lengths.
 */
export function parseReceipt(sent: SentReceipt): Receipt {
  const { receipt, problems } = judgeReceipt(sent);
  throwProblems(problems);
  return receipt;
}

/** An invoice's normalized values and every problem of it, in form order, for callers that add their own. */
export function judgeReceipt(sent: SentReceipt): { receipt: Receipt; problems: ApiError[] } {
  const type = sent.receipt_type;
  const values: Partial<Record<ReceiptField, string>> = {};
  for (const field of RECEIPT_FIELDS) {
    const value = sent[field];
    if (value !== undefined) values[field] = normalizeReceiptValue(field, value);
  }
  const found = receiptProblems(type, values);
  const named = new Set<string>(found.map((problem) => problem.field));
  const extraTooLong = RECEIPT_FIELDS.filter((field) => {
    const value = values[field];
    return !named.has(field) && value !== undefined && [...value].length > RECEIPT_MAX[field];
  });
  return {
    receipt: { receipt_type: type, ...values },
    problems: [
      ...found.map((problem) => receiptError(problem)),
      ...extraTooLong.map((field) => validationError('fieldTooLong', { field, max: RECEIPT_MAX[field] })),
    ],
  };
}
