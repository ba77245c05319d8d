/**
 * The Mexican RFC (Registro Federal de Contribuyentes) as SAT issues it: a company's (persona
 * moral) 12 characters, a person's (persona física) 13. Pure functions shared by the invoice
 * forms and the server (contract/cfdi.ts), so both judge an RFC the same way.
 */

/** Público en general: a sale to someone who asks for no fiscal effect. */
export const RFC_PUBLIC = 'XAXX010101000';
/** Extranjero: a foreign buyer without a Mexican RFC. */
export const RFC_FOREIGN = 'XEXX010101000';
export const GENERIC_RFCS = [RFC_PUBLIC, RFC_FOREIGN] as const;

export type RfcKind = 'company' | 'person';
export type RfcProblem = 'format' | 'rfcDate' | 'rfcCheck';

/** Letters (with Ñ and &), yymmdd, a homoclave of two, the check digit (a digit or A). */
const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([\dA])$/;

/** The value of each character in SAT's check-digit sum: its index here (blank 37, Ñ 38). */
const CHECK_VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export const isGenericRfc = (rfc: string): boolean => (GENERIC_RFCS as readonly string[]).includes(rfc);

/** A company's RFC has 12 characters, a person's 13 (the generic ones are 13). */
export const rfcKind = (rfc: string): RfcKind => ([...rfc].length === 12 ? 'company' : 'person');

/**
 * SAT's check digit (mod 11) of an RFC's first 11 (company) or 12 (person) characters: a
 * company's is padded with a leading blank, each character's value times its weight (13 down to
 * 2) is summed; remainder 0 gives 0, remainder 1 gives A, else 11 − remainder.
 */
export function rfcCheckDigit(body: string): string {
  const chars = [...body];
  const padded = chars.length === 11 ? [' ', ...chars] : chars;
  let sum = 0;
  padded.forEach((char, i) => {
    sum += CHECK_VALUES.indexOf(char) * (13 - i);
  });
  const rest = sum % 11;
  return rest === 0 ? '0' : rest === 1 ? 'A' : String(11 - rest);
}

/** Whether yymmdd is a calendar date (29 February in years divisible by 4: 2000 was a leap year). */
function isDate(yy: number, mm: number, dd: number): boolean {
  if (mm < 1 || mm > 12 || dd < 1) return false;
  const days = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return dd <= (days[mm - 1] ?? 0);
}

/** What is wrong with an RFC (already in capitals), or null; the generic RFCs are valid as they are. */
export function rfcProblem(rfc: string): RfcProblem | null {
  if (isGenericRfc(rfc)) return null;
  const match = RFC_PATTERN.exec(rfc);
  if (!match) return 'format';
  const [, , yy, mm, dd] = match;
  if (!isDate(Number(yy), Number(mm), Number(dd))) return 'rfcDate';
  const chars = [...rfc];
  return rfcCheckDigit(chars.slice(0, -1).join('')) === chars.at(-1) ? null : 'rfcCheck';
}

/** The legal name (and the RFC) as SAT writes it: capitals, single spaces. */
export const normalizeLegalName = (name: string): string => name.trim().replace(/\s+/g, ' ').toUpperCase();
