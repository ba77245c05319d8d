import { describe, expect, it } from 'vitest';
import { selectedMethod } from './pay-method';

const offer = (...ids: string[]) => ids.map((plugin_id) => ({ plugin_id }));

describe('selectedMethod: the cashier never selects a method it does not show', () => {
  it.each<[string, ReturnType<typeof offer>, string | undefined, string | undefined]>([
    [
      'nothing chosen yet: the first offered (the gateway, with the sandbox on)',
      offer('sandboxPlugin', 'weixinPayPlugin', 'balancePlugin', 'transferPlugin'),
      undefined,
      'sandboxPlugin',
    ],
    ['nothing chosen, no online gateway: the balance', offer('balancePlugin', 'transferPlugin'), undefined, 'balancePlugin'],
    ['the buyer’s choice while offered', offer('sandboxPlugin', 'balancePlugin', 'transferPlugin'), 'transferPlugin', 'transferPlugin'],
    [
      'a choice no longer offered (transfer chosen, now hidden): the first offered',
      offer('balancePlugin'),
      'transferPlugin',
      'balancePlugin',
    ],
    ['a choice never offered here (no gateway)', offer('balancePlugin', 'transferPlugin'), 'sandboxPlugin', 'balancePlugin'],
    ['nothing offered', offer(), 'sandboxPlugin', undefined],
  ])('%s', (_, offered, chosen, expected) => {
    expect(selectedMethod(offered, chosen)).toBe(expected);
  });
});
