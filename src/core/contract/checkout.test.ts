import { expect, test } from 'vitest';
import { isMailed, receiptProblem, type Receipt } from './checkout';

// A paper invoice (both VAT kinds) may name where it is mailed: all three fields or none. The
// electronic invoice is emailed and asks for no address at all.
const ORDINARY: Receipt = { receipt_type: 'VATORDINARY', receipt_title: 'Ana López', tax_no: 'LOLA800101AB1' };
const SPECIAL: Receipt = {
  receipt_type: 'VATOSPECIAL',
  receipt_title: 'Comercializadora SA',
  tax_no: 'CDB010203AB1',
  reg_addr: 'Av. Juárez 100',
  reg_tel: '4771234567',
  bank_name: 'BBVA',
  bank_account: '012180001234567891',
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
  ['electro, a receiver alone is not asked for', { receipt_type: 'ELECTRO', receipt_title: 'Ana', member_name: 'Ana' }, null],
] as const)('%s', (_, receipt, problem) => {
  expect(receiptProblem(receipt.receipt_type, receipt)).toEqual(problem);
});

test('only the VAT invoices are mailed', () => {
  expect([isMailed('ELECTRO'), isMailed('VATORDINARY'), isMailed('VATOSPECIAL')]).toEqual([false, true, true]);
});
