import { describe, expect, it } from 'vitest';
import type { FaqEntry } from '../../../core/api/help-messages';
import { checkFeedback, filterFaq } from './help-checks';

const entry = (id: number, question: string, answer: string, categoryName = 'Pedidos'): FaqEntry => ({
  id,
  category: 'ORDER',
  categoryName,
  question,
  answer,
});
const FAQ = [
  entry(1, '¿Cómo pido una factura CFDI?', 'Elige «Factura» y tu RFC.', 'Facturación'),
  entry(2, '¿Qué es la unidad de empaque?', 'Piezas por paquete.'),
  entry(3, '如何退货？', '在“我的订单”中申请售后。'),
];

describe('filterFaq', () => {
  it.each([
    ['', [1, 2, 3]],
    ['   ', [1, 2, 3]],
    ['cfdi', [1]],
    ['FACTURACION', [1]],
    ['empaque piezas', [2]],
    ['empaque cfdi', []],
    ['退货', [3]],
    ['pedidos', [2, 3]],
  ])('%j → %j', (query, ids) => {
    expect(filterFaq(FAQ, query).map((e) => e.id)).toEqual(ids);
  });
});

describe('checkFeedback', () => {
  it.each([
    ['hola', '', undefined],
    ['  ', '', 'errContent'],
    ['x'.repeat(500), '', undefined],
    ['x'.repeat(501), '', 'errLong'],
    ['🙂'.repeat(500), '', undefined],
    ['hola', 'c'.repeat(101), 'errContact'],
  ])('%#', (content, contact, key) => {
    expect(checkFeedback(content, contact)?.key).toBe(key);
  });
});
