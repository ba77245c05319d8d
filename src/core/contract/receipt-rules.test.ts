import { expect, test } from 'vitest';
import { isMailed, normalizeReceiptValue, type Receipt } from './checkout';
import { receiptProblem, receiptProblems } from './receipt-rules';

// A paper invoice (both VAT kinds) may name where it is mailed: all three fields or none. The
// electronic invoice is emailed and asks for no address at all.
const ORDINARY: Receipt = { receipt_type: 'VATORDINARY', receipt_title: 'Ana López', tax_no: 'LOLA800101AB7' };
const SPECIAL: Receipt = {
  receipt_type: 'VATOSPECIAL',
  receipt_title: 'COMERCIALIZADORA DEL BAJIO',
  tax_no: 'CDB010203AB6',
  reg_addr: 'Av. Juárez 100',
  reg_tel: '4771234567',
  bank_name: 'BBVA',
  bank_account: '012180001234567891',
};
const ELECTRO: Receipt = {
  receipt_type: 'ELECTRO',
  receipt_title: 'COMERCIALIZADORA DEL BAJIO',
  tax_no: 'CDB010203AB6',
  fiscal_zip: '37000',
  tax_regime: '601',
  cfdi_use: 'G01',
  member_email: 'compras@example.com',
};
const MAIL = { member_name: 'Ana López', region: 'Jalisco, Guadalajara, Centro', detail_addr: 'Colima 123' };

test.each([
  ['ordinary, no address', ORDINARY, null],
  ['ordinary, full address', { ...ORDINARY, ...MAIL }, null],
  ['ordinary, a receiver only', { ...ORDINARY, member_name: 'Ana' }, { field: 'region', problem: 'required' }],
  ['ordinary, no region', { ...ORDINARY, ...MAIL, region: ' ' }, { field: 'region', problem: 'required' }],
  ['ordinary, no street', { ...ORDINARY, ...MAIL, detail_addr: '' }, { field: 'detail_addr', problem: 'required' }],
  ['special, street only', { ...SPECIAL, detail_addr: 'Colima 123' }, { field: 'member_name', problem: 'required' }],
  ['special, full address', { ...SPECIAL, ...MAIL }, null],
  ['special, a receiver too long', { ...SPECIAL, ...MAIL, member_name: 'x'.repeat(21) }, { field: 'member_name', problem: 'tooLong' }],
  ['electro, a receiver alone is not asked for', { ...ELECTRO, member_name: 'Ana' }, null],
  [
    'electro, the public in general',
    { ...ELECTRO, tax_no: 'XAXX010101000', receipt_title: 'PUBLICO EN GENERAL', tax_regime: '616', cfdi_use: 'S01' },
    null,
  ],
  ['electro, no email: it is how a CFDI is delivered', { ...ELECTRO, member_email: ' ' }, { field: 'member_email', problem: 'required' }],
  ['electro, no regime', { ...ELECTRO, tax_regime: '' }, { field: 'tax_regime', problem: 'required' }],
  ['electro, a bad check digit', { ...ELECTRO, tax_no: 'CDB010203AB7' }, { field: 'tax_no', problem: 'rfcCheck' }],
  [
    'ordinary, a use its regime may not take',
    { ...ORDINARY, tax_regime: '605', cfdi_use: 'G01' },
    { field: 'cfdi_use', problem: 'useRegime' },
  ],
  ['special, a person RFC', { ...SPECIAL, tax_no: 'LOLA800101AB7', tax_regime: '601' }, { field: 'tax_regime', problem: 'regimeKind' }],
] as const)('%s', (_, receipt, problem) => {
  expect(receiptProblem(receipt.receipt_type, receipt)).toEqual(problem);
});

test('only the VAT invoices are mailed', () => {
  expect([isMailed('ELECTRO'), isMailed('VATORDINARY'), isMailed('VATOSPECIAL')]).toEqual([false, true, true]);
});

test('every problem at once, in form order', () => {
  const sent: Receipt = {
    receipt_type: 'ELECTRO',
    receipt_title: 'Bajío S.A. de C.V.',
    tax_no: 'CDB010203AB1',
    fiscal_zip: '370',
    tax_regime: '612',
  };
  expect(receiptProblems('ELECTRO', sent)).toEqual([
    { field: 'receipt_title', problem: 'legalNameSuffix' },
    { field: 'tax_no', problem: 'rfcCheck' },
    { field: 'fiscal_zip', problem: 'format' },
    { field: 'cfdi_use', problem: 'required' },
    { field: 'member_email', problem: 'required' },
  ]);
});

test('name and RFC are kept as SAT writes them: capitals, single spaces', () => {
  expect(normalizeReceiptValue('receipt_title', ' Comercializadora  del Bajío ')).toBe('COMERCIALIZADORA DEL BAJÍO');
  expect(normalizeReceiptValue('tax_no', 'cdb010203ab6')).toBe('CDB010203AB6');
});
