/**
 * What a CFDI 4.0 asks of its receiver (issue 16 §4), judged the same way by the invoice forms
 * and the server: the RFC (cfdi-rfc.ts), the legal name as SAT registers it, the fiscal postal
 * code, the tax regime for that kind of RFC and a CFDI use open to that regime (cfdi-catalogue.ts).
 * The generic RFCs carry regime 616 and use S01.
 */
import { findRegime, findUse, GENERIC_REGIME, GENERIC_USE } from './cfdi-catalogue';
import { isGenericRfc, normalizeLegalName, rfcKind, rfcProblem, type RfcProblem } from './cfdi-rfc';

export * from './cfdi-catalogue';
export * from './cfdi-rfc';

/** The receiver's fields a CFDI adds to an invoice (besides RFC, name and email). */
export const CFDI_FIELDS = ['fiscal_zip', 'tax_regime', 'cfdi_use'] as const;
export type CfdiField = (typeof CFDI_FIELDS)[number] | 'tax_no' | 'receipt_title';

export type CfdiProblemKind = RfcProblem | 'legalNameSuffix' | 'unknown' | 'regimeKind' | 'useRegime' | 'generic';
export type CfdiProblem = { field: CfdiField; problem: CfdiProblemKind };

const ZIP_PATTERN = /^\d{5}$/;

/**
 * A company-type suffix at the end of a name ("S.A. DE C.V.", "S. DE R.L.", "S.C.", "A.C.",
 * "S.A.P.I.", "S.A.S."): CFDI 4.0 wants the name as SAT registers it, which leaves it out.
 */
const SUFFIX =
  /(?:^|[\s,])(?:S\.?\s*A\.?(?:\s*P\.?\s*I\.?)?(?:\s*B\.?)?(?:\s*S\.?)?(?:\s*DE\s+C\.?\s*V\.?)?|S\.?\s*DE\s+R\.?\s*L\.?(?:\s*DE\s+C\.?\s*V\.?)?|S\.?\s*C\.?|A\.?\s*C\.?)$/;

export const hasCompanySuffix = (name: string): boolean => SUFFIX.test(normalizeLegalName(name));

/**
 * The CFDI problems of filled values (empty ones are the caller's to require or not), every one of
 * them, in form order. The regime is judged against the RFC and the use against the regime only
 * when those are valid, so one mistake is reported once.
 */
export function cfdiProblems(values: Partial<Record<CfdiField, string>>): CfdiProblem[] {
  const problems: CfdiProblem[] = [];
  const rfc = values.tax_no ?? '';
  const rfcOk = rfc !== '' && rfcProblem(rfc) === null;
  if (rfc !== '' && !rfcOk) problems.push({ field: 'tax_no', problem: rfcProblem(rfc) ?? 'format' });
  const name = values.receipt_title ?? '';
  if (name !== '' && hasCompanySuffix(name)) problems.push({ field: 'receipt_title', problem: 'legalNameSuffix' });
  const zip = values.fiscal_zip ?? '';
  if (zip !== '' && !ZIP_PATTERN.test(zip)) problems.push({ field: 'fiscal_zip', problem: 'format' });
  const generic = rfcOk && isGenericRfc(rfc);

  const regimeCode = values.tax_regime ?? '';
  const regime = regimeCode === '' ? undefined : findRegime(regimeCode);
  let regimeOk = regime !== undefined;
  if (regimeCode !== '' && !regime) problems.push({ field: 'tax_regime', problem: 'unknown' });
  else if (regime && generic && regime.code !== GENERIC_REGIME) {
    problems.push({ field: 'tax_regime', problem: 'generic' });
    regimeOk = false;
  } else if (regime && rfcOk && regime.applies !== 'both' && regime.applies !== rfcKind(rfc)) {
    problems.push({ field: 'tax_regime', problem: 'regimeKind' });
    regimeOk = false;
  }

  const useCode = values.cfdi_use ?? '';
  const cfdiUse = useCode === '' ? undefined : findUse(useCode);
  if (useCode !== '' && !cfdiUse) problems.push({ field: 'cfdi_use', problem: 'unknown' });
  else if (cfdiUse && generic && cfdiUse.code !== GENERIC_USE) problems.push({ field: 'cfdi_use', problem: 'generic' });
  else if (cfdiUse && regime && regimeOk && !cfdiUse.regimes.includes(regime.code))
    problems.push({ field: 'cfdi_use', problem: 'useRegime' });
  return problems;
}
