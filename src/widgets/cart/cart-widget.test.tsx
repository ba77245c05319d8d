import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { wrapped } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../tests/unit/support/page';
import { aCartShop, aCartSku, aCartView, aSite, aUser } from '../../../tests/unit/support/replies';
import { $cart, $countReply } from '../../core/cart/store';
import { mountWidget, unmountWidget } from '../../core/runtime/mount';
import { $site } from '../../core/stores/site';
import { $user } from '../../core/stores/user';
import cart from './index';

const fixture = useFixtureApi();
/** What the server holds: one shop, a line of 12 in packages of 6 and a line that can no longer be bought. */
const twoLines = () => [
  aCartSku(11, { name: 'Tornillo 1/4', num: 12, purchase_price: 0.5, subtotal: 6, package_unit: 6, enable_quantity: 600 }),
  aCartSku(12, { name: 'Tuerca', invalid: 1, error_message: '' }),
];
let lines = twoLines;

beforeEach(() => {
  lines = twoLines;
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  $user.set(null);
  $cart.set(null);
  $countReply.set(0);
  fixture().on('POST', '/mallpcapi/orderCart/cartcount', () => wrapped(12));
  fixture().on('GET', '/buyer/trade/carts/all', () => ({
    json: aCartView([aCartShop(3, lines(), { seller_name: 'Ferretería Díaz' })], { total_price: 6 }),
  }));
  fixture().on('POST', '/buyer/trade/carts/sku/11', () => ({ json: {} }));
});
afterEach(() => {
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
  vi.restoreAllMocks();
});

const nextTask = () => new Promise((r) => setTimeout(r, 0));

async function mountCart() {
  const host = document.createElement('vitrina-cart');
  document.body.append(host);
  await mountWidget(host, cart);
  await nextTask();
  const root = host.shadowRoot;
  if (!root) throw new Error('the cart mounted no shadow root');
  return { host, root };
}

/** Every vitrina:navigate path while `run` runs, each canceled (as an SPA host would route it). */
async function navigations(run: () => unknown): Promise<string[]> {
  const nav: string[] = [];
  const listener = (e: Event) => {
    e.preventDefault();
    nav.push((e as CustomEvent<{ path: string }>).detail.path);
  };
  document.addEventListener('vitrina:navigate', listener);
  try {
    await run();
  } finally {
    document.removeEventListener('vitrina:navigate', listener);
  }
  return nav;
}

function logIn() {
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $user.set(aUser({ id: 1, userName: 'ana' }));
}

describe('vitrina-cart', () => {
  test('a visitor gets the log-in call to action, which asks for the login forwarding to /cart, and nothing is asked of the API', async () => {
    const { root } = await mountCart();
    expect(root.querySelector('.state p')?.textContent).toBe('Log in to see your cart');
    const nav = await navigations(() => root.querySelector<HTMLButtonElement>('.state button')?.click());
    expect(nav).toEqual(['/login?forward=%2Fcart']);
    expect(fixture().seen).toEqual([]);
  });

  test('a member sees the lines by shop, the invalid ones apart, and the total of the checked ones', async () => {
    logIn();
    const { root } = await mountCart();
    await vi.waitFor(() => expect(root.querySelector('[data-testid=cart-total]')).not.toBeNull());
    expect(root.querySelector('.buy-shop h2')?.textContent).toBe('Ferretería Díaz');
    const buyable = root.querySelector('.buy-shop:not(.buy-invalid) .buy-line');
    expect(buyable?.getAttribute('data-sku')).toBe('11');
    expect(buyable?.querySelector<HTMLInputElement>('.buy-stepper input')?.value).toBe('12');
    expect(root.querySelector('.buy-invalid .buy-line .buy-error')?.textContent).toBe(
      'The product does not exist or has been removed from the market',
    );
    expect(root.querySelector('[data-testid=cart-total]')?.textContent).toBe('MXN 6.00');
    expect(root.querySelector('.buy-picked')?.textContent).toBe('1 product selected, 12 units');
  });

  test('a package more is sent as the next multiple; a broken package is refused with nothing sent', async () => {
    logIn();
    const { root } = await mountCart();
    await vi.waitFor(() => expect(root.querySelector('.buy-stepper')).not.toBeNull());
    const more = root.querySelector<HTMLButtonElement>('.buy-stepper button[aria-label="One pack more"]');
    more?.click();
    await vi.waitFor(() => expect(fixture().count('/buyer/trade/carts/sku/11')).toBe(1));
    expect(
      fixture()
        .seen.find((s) => s.path === '/buyer/trade/carts/sku/11')
        ?.form.get('num'),
    ).toBe('18');

    const input = root.querySelector<HTMLInputElement>('.buy-stepper input');
    if (!input) throw new Error('no quantity input');
    input.value = '19';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('blur'));
    await nextTask();
    expect(fixture().count('/buyer/trade/carts/sku/11')).toBe(1);
  });

  test('"Clear cart" asks once in the confirm dialog: going back sends nothing, the red action empties it', async () => {
    logIn();
    fixture().on('DELETE', '/buyer/trade/carts', () => ({ json: {} }));
    const { root } = await mountCart();
    await vi.waitFor(() => expect(root.querySelector('.buy-clear')).not.toBeNull());
    const clear = () => root.querySelector<HTMLButtonElement>('.buy-clear')?.click();
    const dialog = () => root.querySelector('[data-testid=confirm]');
    const answer = (name: string) =>
      [...(dialog()?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find((b) => b.textContent === name)?.click();

    clear();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Remove every product from your cart?');
    expect(dialog()?.querySelector('p')?.textContent).toBe('All 2 products will leave your cart; this cannot be undone.');
    answer('Go back');
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(fixture().seen.filter((s) => s.method === 'DELETE')).toEqual([]);

    clear();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    answer('Clear cart');
    await vi.waitFor(() =>
      expect(
        fixture()
          .seen.filter((s) => s.method === 'DELETE')
          .map((s) => s.path),
      ).toEqual(['/buyer/trade/carts']),
    );
    expect(dialog()).toBeNull();
  });

  test('checkout goes through vitrina:navigate to /checkout; with nothing checked it asks for a product instead', async () => {
    logIn();
    const { root } = await mountCart();
    await vi.waitFor(() => expect(root.querySelector('.buy-go')).not.toBeNull());
    const go = () => root.querySelector<HTMLButtonElement>('.buy-go')?.click();
    expect(await navigations(go)).toEqual(['/checkout']);

    lines = () => [aCartSku(11, { checked: 0 })];
    $cart.set(null);
    const second = await mountCart();
    await vi.waitFor(() => expect(second.root.querySelector('[data-testid=cart-total]')?.textContent).toBe('MXN 0.00'));
    expect(await navigations(() => second.root.querySelector<HTMLButtonElement>('.buy-go')?.click())).toEqual([]);
  });

  test('a goods name is a real link to the storefront that routes through vitrina:navigate on a plain click', async () => {
    logIn();
    const { root } = await mountCart();
    await vi.waitFor(() => expect(root.querySelector('.buy-name a')).not.toBeNull());
    const link = root.querySelector<HTMLAnchorElement>('.buy-line .buy-name a');
    expect(link?.getAttribute('href')).toMatch(/\/goods\/11$/);
    expect(await navigations(() => link?.click())).toEqual(['/goods/11']);
  });
});
