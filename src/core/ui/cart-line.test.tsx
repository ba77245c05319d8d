// The one cart line of the mini cart's panel and the cart widget, rendered for real (preact into happy-dom).
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { aCartSku } from '../../../tests/unit/support/replies';
import { coreStrings } from '../i18n';
import { $locale, loadStrings } from '../locale';
import { CartLine, type LineLook } from './cart-line';

const look: LineLook = { line: 'l', image: 48, info: 'i', tag: 't', notice: 'n', subtotal: 's' };
let host: HTMLElement;
beforeAll(async () => {
  $locale.set('en_US');
  await loadStrings(coreStrings, 'en_US');
});
afterEach(() => {
  act(() => void render(null, host));
  host.remove();
});
function mount(node: ReactNode): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  act(() => void render(node, host));
  return host;
}

describe('CartLine', () => {
  test('the panel: the name as text, the dropshipping tag, the subtotal in MXN, no marks', () => {
    const el = mount(<CartLine sku={aCartSku(7, { name: 'Tuerca', subtotal: 12.5, shipment_type: 2 })} look={look} dropship="Drop" />);
    const li = el.querySelector('li.l');
    expect(li?.querySelector('.i span.name')?.textContent).toBe('Tuerca');
    expect(li?.querySelector('a')).toBeNull();
    expect(li?.querySelector('.t')?.textContent).toBe('Drop');
    expect(li?.querySelector('.s strong')?.textContent).toBe('MXN 12.50');
    expect(li?.hasAttribute('data-sku')).toBe(false);
    expect(li?.querySelector('img')?.getAttribute('width')).toBe('48');
  });

  test('the cart: a link whose clicks go to its handler, marks, slots in order, the notice, and no subtotal when told', () => {
    const follow = vi.fn((e: MouseEvent) => e.preventDefault());
    const el = mount(
      <CartLine
        sku={aCartSku(8, { name: 'Taladro' })}
        look={look}
        class="off"
        marked
        dropship="Drop"
        href="/goods/8"
        onFollow={follow}
        notice="Gone"
        subtotal={false}
        lead={<input type="checkbox" />}
        trail={<button type="button">Delete</button>}
      >
        <p class="middle">price</p>
      </CartLine>,
    );
    const li = el.querySelector('li');
    expect(li?.className).toBe('l off');
    expect(li?.getAttribute('data-sku')).toBe('8');
    expect(li?.getAttribute('data-shipment')).toBe('1');
    expect([...(li?.children ?? [])].map((c) => c.tagName.toLowerCase() + (c.className ? `.${c.className}` : ''))).toEqual([
      'input',
      'img',
      'div.i',
      'p.middle',
      'button',
    ]);
    expect(li?.querySelector('.t')).toBeNull();
    expect(li?.querySelector('.n')?.textContent).toBe('Gone');
    expect(li?.querySelector('.s')).toBeNull();
    const link = li?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/goods/8');
    link?.click();
    expect(follow).toHaveBeenCalledTimes(1);
  });
});
