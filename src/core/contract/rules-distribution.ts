// The distribution programme (issue 12 §5): the bank account a distributor withdraws to, checked
// the same way by the withdrawals form and by the server's schema, and the states of a withdrawal.

/** A CLABE is 18 digits: bank (3), branch (3), account (11) and a check digit. */
export const CLABE_LENGTH = 18;
/** The weights of the CLABE check digit (Banxico's standard), repeated over the first 17 digits. */
const CLABE_WEIGHTS = [3, 7, 1] as const;
export const BANK_NAME_MAX = 60;
export const ACCOUNT_HOLDER_MAX = 80;

/** The check digit the first 17 digits of a CLABE call for. */
export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (Number(first17[i]) * (CLABE_WEIGHTS[i % 3] ?? 1)) % 10;
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a CLABE as typed (spaces allowed between groups), or undefined when it is one. */
export function clabeProblem(typed: string): 'required' | 'digits' | 'checkDigit' | undefined {
  const clabe = typed.replace(/\s+/g, '');
  if (clabe === '') return 'required';
  if (!/^\d{18}$/.test(clabe)) return 'digits';
  return clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]) ? undefined : 'checkDigit';
}

/** A CLABE as stored: its digits only. */
export const normalizeClabe = (typed: string): string => typed.replace(/\s+/g, '');

/** APPLY → VIA_AUDITING | FAIL_AUDITING (the amount goes back); VIA_AUDITING → TRANSFER_ACCOUNTS. */
export const WITHDRAWAL_STATUSES = ['APPLY', 'VIA_AUDITING', 'FAIL_AUDITING', 'TRANSFER_ACCOUNTS'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The states of a commission: pending until its order completes, then settled; cancelled when refunded before. */
export const COMMISSION_STATUSES = ['PENDING', 'SETTLED', 'CANCELLED'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** The referral code of a distributor's link (`?ref=`). */
export const REFERRAL_CODE_PATTERN = /^[A-Z2-9]{8}$/;
export const REFERRAL_CODE_MAX = 16;
