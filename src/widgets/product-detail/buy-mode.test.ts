import { describe, expect, it } from 'vitest';
import { modeUnit, qtyForMode, shipmentOf, type Mode } from './buy-mode';

describe('buy box modes', () => {
  it('maps the tabs onto the cart shipment types and their units', () => {
    expect([shipmentOf('wholesale'), shipmentOf('dropship')]).toEqual([1, 2]);
    expect([modeUnit('wholesale', 6), modeUnit('dropship', 6)]).toEqual([6, 1]);
  });

  const cases: [string, Mode, number, string][] = [
    ['7', 'dropship', 6, '7'],
    ['12', 'wholesale', 6, '12'],
    ['7', 'wholesale', 6, '6'],
    ['3', 'wholesale', 6, '6'],
    ['', 'dropship', 6, '1'],
    ['0', 'dropship', 6, '1'],
    ['5', 'wholesale', 1, '5'],
  ];
  it.each(cases)('keeps %s when switching to %s (package %i) only if it is a valid order: %s', (qty, mode, unit, expected) => {
    expect(qtyForMode(qty, mode, unit)).toBe(expected);
  });
});
