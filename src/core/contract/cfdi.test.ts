import { describe, expect, test } from 'vitest';
import { cfdiProblems, CFDI_USES, hasCompanySuffix, regimesFor, rfcCheckDigit, rfcKind, rfcProblem, TAX_REGIMES, usesFor } from './cfdi';
import { LOCALES } from './locales';

// Real RFCs (their check digits are SAT's): SAT itself, CFE, Teléfonos de México, Walmart de
// México, SAT's own example of a person; and built ones with Ñ and & whose digits were computed
// by hand with the mod-11 table (Ñ = 38, & = 24, a company padded with a leading blank).
describe('rfcProblem', () => {
  test.each([
    ['SAT970701NN3', null, 'company'],
    ['CFE370814QI0', null, 'company'],
    ['TME840315KT6', null, 'company'],
    ['WMT970714R10', null, 'company'],
    ['GODE561231GR8', null, 'person'],
    ['M&S010203AB3', null, 'company'],
    ['PEÑA800101AB8', null, 'person'],
    ['MAÑ010203AB1', null, 'company'],
    ['XAXX010101000', null, 'person'],
    ['XEXX010101000', null, 'person'],
    ['SAT970701NN4', 'rfcCheck', 'company'],
    ['GODE561231GR9', 'rfcCheck', 'person'],
    ['M&S010203AB4', 'rfcCheck', 'company'],
    ['SAT971301NN3', 'rfcDate', 'company'],
    ['SAT970230NN3', 'rfcDate', 'company'],
    ['GODE560231GR8', 'rfcDate', 'person'],
    ['GODE561200GR8', 'rfcDate', 'person'],
    ['SA970701NN3', 'format', 'person'],
    ['SAT970701NN', 'format', 'company'],
    ['SAT9707O1NN3', 'format', 'company'],
    ['sat970701nn3', 'format', 'company'],
    ['GODE561231GRB', 'format', 'person'],
    ['', 'format', 'person'],
  ] as const)('%s → %s', (rfc, problem, kind) => {
    expect(rfcProblem(rfc)).toBe(problem);
    if (problem === null) expect(rfcKind(rfc)).toBe(kind);
  });

  test('29 February: only in leap years (00 is 2000)', () => {
    const withDigit = (body: string) => body + rfcCheckDigit(body);
    expect(rfcProblem(withDigit('ABC000229AB'))).toBeNull();
    expect(rfcProblem(withDigit('ABC040229AB'))).toBeNull();
    expect(rfcProblem(withDigit('ABC010229AB'))).toBe('rfcDate');
  });
});

const COMPANY = { tax_no: 'WMT970714R10', receipt_title: 'NUEVA WAL MART DE MEXICO', fiscal_zip: '11520' };
const PERSON = { tax_no: 'GODE561231GR8', receipt_title: 'EMILIO GOMEZ DIAZ', fiscal_zip: '06000' };

describe('cfdiProblems', () => {
  test.each([
    ['company, general regime, goods', { ...COMPANY, tax_regime: '601', cfdi_use: 'G01' }, []],
    ['person, business activity, goods', { ...PERSON, tax_regime: '612', cfdi_use: 'G01' }, []],
    ['person, RESICO (both kinds)', { ...PERSON, tax_regime: '626', cfdi_use: 'G03' }, []],
    ['company, RESICO (both kinds)', { ...COMPANY, tax_regime: '626', cfdi_use: 'I04' }, []],
    ['person, wages, medical expenses', { ...PERSON, tax_regime: '605', cfdi_use: 'D01' }, []],
    ['public in general', { tax_no: 'XAXX010101000', receipt_title: 'PUBLICO EN GENERAL', tax_regime: '616', cfdi_use: 'S01' }, []],
    ['foreign buyer', { tax_no: 'XEXX010101000', receipt_title: 'ACME INC', tax_regime: '616', cfdi_use: 'S01' }, []],
    [
      'company in a persons-only regime',
      { ...COMPANY, tax_regime: '612', cfdi_use: 'G01' },
      [{ field: 'tax_regime', problem: 'regimeKind' }],
    ],
    [
      'person in a companies-only regime',
      { ...PERSON, tax_regime: '601', cfdi_use: 'G01' },
      [{ field: 'tax_regime', problem: 'regimeKind' }],
    ],
    ['wages cannot deduct goods', { ...PERSON, tax_regime: '605', cfdi_use: 'G01' }, [{ field: 'cfdi_use', problem: 'useRegime' }]],
    [
      'a company has no personal deductions',
      { ...COMPANY, tax_regime: '601', cfdi_use: 'D01' },
      [{ field: 'cfdi_use', problem: 'useRegime' }],
    ],
    [
      'public in general, wrong regime',
      { tax_no: 'XAXX010101000', tax_regime: '612', cfdi_use: 'S01' },
      [{ field: 'tax_regime', problem: 'generic' }],
    ],
    [
      'public in general, wrong use',
      { tax_no: 'XAXX010101000', tax_regime: '616', cfdi_use: 'G03' },
      [{ field: 'cfdi_use', problem: 'generic' }],
    ],
    [
      'unknown regime and use',
      { ...COMPANY, tax_regime: '999', cfdi_use: 'Z01' },
      [
        { field: 'tax_regime', problem: 'unknown' },
        { field: 'cfdi_use', problem: 'unknown' },
      ],
    ],
    ['postal code of four digits', { ...COMPANY, fiscal_zip: '1152' }, [{ field: 'fiscal_zip', problem: 'format' }]],
    [
      'bad check digit, name with suffix: both told',
      { ...COMPANY, tax_no: 'WMT970714R11', receipt_title: 'NUEVA WAL MART DE MEXICO S. DE R.L. DE C.V.' },
      [
        { field: 'tax_no', problem: 'rfcCheck' },
        { field: 'receipt_title', problem: 'legalNameSuffix' },
      ],
    ],
  ] as const)('%s', (_, values, problems) => {
    expect(cfdiProblems(values)).toEqual(problems);
  });
});

test.each([
  ['COMERCIALIZADORA DEL BAJIO S.A. DE C.V.', true],
  ['Comercializadora del Bajío SA de CV', true],
  ['SERVICIOS LOPEZ, S.C.', true],
  ['FUNDACION AYUDA A.C.', true],
  ['GRUPO NORTE S.A.P.I. DE C.V.', true],
  ['TIENDAS SA', true],
  ['MUEBLES CASA', false],
  ['COMERCIALIZADORA DEL BAJIO', false],
  ['ANA LOPEZ', false],
] as const)('company-type suffix in %s: %s', (name, suffix) => {
  expect(hasCompanySuffix(name)).toBe(suffix);
});

test('the catalogues: every regime and use named in three languages; every use open to some regime; persons and companies each have regimes', () => {
  for (const entry of [...TAX_REGIMES, ...CFDI_USES]) for (const locale of LOCALES) expect(entry.name[locale]).not.toBe('');
  const codes = TAX_REGIMES.map((r) => r.code);
  for (const u of CFDI_USES) for (const code of u.regimes) expect(codes).toContain(code);
  expect(regimesFor('company').map((r) => r.code)).toEqual(['601', '603', '610', '620', '622', '623', '624', '626']);
  expect(regimesFor('person').map((r) => r.code)).toContain('616');
  expect(usesFor('616').map((u) => u.code)).toEqual(['S01']);
});
