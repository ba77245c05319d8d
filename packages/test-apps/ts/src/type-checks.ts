// Never run: `tsc` compiles it, and fails if a line marked @ts-expect-error compiles.
import type { Vitrina } from '@vitrina/sdk';

export function typeChecks(vitrina: Vitrina, element: HTMLElementTagNameMap['vitrina-cart']) {
  vitrina('on', 'cart', (event) => event.detail.count.toFixed());
  // @ts-expect-error a wrong event detail: the cart's count is a number
  vitrina('on', 'cart', (event) => event.detail.count.toUpperCase());
  vitrina('setLocale', 'zh_CN');
  // @ts-expect-error not one of the locales
  vitrina('setLocale', 'fr_FR');
  vitrina('mount', 'product-detail', '#here', { goodsId: '1' });
  // @ts-expect-error a misspelled attribute
  vitrina('mount', 'product-detail', '#here', { goodId: '1' });
  // @ts-expect-error a widget that is not one
  vitrina('open', 'nope');
  // @ts-expect-error a command that is not one
  vitrina('fly');
  element.addEventListener('vitrina:navigate', (event) => event.detail.path.startsWith('/'));
  // @ts-expect-error a wrong event detail: navigate has no count
  document.addEventListener('vitrina:navigate', (event) => event.detail.count);
  window.addEventListener('vitrina:error', (event) => event.detail.code);
}
